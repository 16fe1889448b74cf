import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { apiRequest } from "@/tests/helpers";
import { bearerFor, categorySnapshot } from "@/tests/fixtures/invoices";
import { POST as createCategory } from "./route";

const create = (body: unknown, bearer: string | undefined) =>
  createCategory(apiRequest("/api/category/createCategory", { body, bearer }));

describe("POST /api/category/createCategory", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role, status) => {
    const before = await db.category.count();
    const response = await create({ name: `Window Cleaning ${role}` }, await bearerFor(role));
    expect(response.status).toBe(status);
    expect(await db.category.count()).toBe(before + (status === 200 ? 1 : 0));
  });

  it("stores a service with a slug made from the name", async () => {
    const response = await create(
      { name: "  End-of-Tenancy Cléaning!  ", description: "Deposit back", type: "Services" },
      await bearerFor("Administrator"),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: "End-of-Tenancy Cléaning!",
      slug: "end-of-tenancy-cleaning",
      description: "Deposit back",
      type: "Services",
      id: expect.any(String),
    });
  });

  it("refuses a name whose slug is taken (409 naming name), writing nothing", async () => {
    const admin = await bearerFor("Administrator");
    expect((await create({ name: "Oven Cleaning" }, admin)).status).toBe(200);
    const before = await categorySnapshot();
    const response = await create({ name: "oven   cleaning" }, admin);
    expect(response.status).toBe(409);
    expect((await response.json()).error.fields).toHaveProperty("name");
    expect(await categorySnapshot()).toEqual(before);
  });

  it.each([
    [{ name: "Gutters", type: "Blog" }, "type"],
    [{ name: "Gutters", type: "" }, "type"],
    [{}, "name"],
    [{ name: "   " }, "name"],
    [{ name: "!!!" }, "name"],
    [{ name: "x".repeat(101) }, "name"],
    [{ name: "Gutters", description: "x".repeat(1001) }, "description"],
  ])("refuses %j naming %s, writing nothing", async (body, field) => {
    const before = await categorySnapshot();
    const response = await create(body, await bearerFor("SuperAdministrator"));
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty(field);
    expect(await categorySnapshot()).toEqual(before);
  });
});
