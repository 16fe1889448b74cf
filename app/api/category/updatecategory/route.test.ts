import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { apiRequest } from "@/tests/helpers";
import { bearerFor, categorySnapshot } from "@/tests/fixtures/invoices";
import { PUT as updateCategory } from "./route";

let admin: string | undefined;
beforeAll(async () => {
  admin = await bearerFor("Administrator");
});

const update = (body: unknown, bearer: string | undefined) =>
  updateCategory(apiRequest("/api/category/updateCategory", { method: "PUT", body, bearer }));

let counter = 0;
const seed = (name = `Category ${++counter}`, type = "Services") =>
  db.category.create({ data: { name, slug: name.toLowerCase().replace(/\s+/g, "-"), type } });

describe("PUT /api/category/updateCategory", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role, status) => {
    const category = await seed();
    const response = await update({ id: category.id, description: "New text" }, await bearerFor(role));
    expect(response.status).toBe(status);
    const stored = await db.category.findUniqueOrThrow({ where: { id: category.id } });
    expect(stored.description).toBe(status === 200 ? "New text" : null);
  });

  it("renames with a new slug, keeps its own slug, and clears the description with null", async () => {
    const category = await seed("Gutter Cleaning");
    const renamed = await update({ id: category.id, name: "Gutter & Roof Cleaning", description: "High" }, admin);
    expect(await renamed.json()).toMatchObject({ name: "Gutter & Roof Cleaning", slug: "gutter-roof-cleaning" });
    const same = await update({ id: category.id, name: "gutter roof cleaning", description: null }, admin);
    expect(same.status).toBe(200);
    expect(await same.json()).toMatchObject({ slug: "gutter-roof-cleaning", description: null });
  });

  it("retires a category and restores it, keeping its name and description", async () => {
    const category = await seed("Chimney Sweeping");
    const retired = await update({ id: category.id, retired: true }, admin);
    expect(retired.status).toBe(200);
    expect(await retired.json()).toMatchObject({ name: "Chimney Sweeping", retiredAt: expect.any(String) });
    expect((await db.category.findUniqueOrThrow({ where: { id: category.id } })).retiredAt).toBeInstanceOf(Date);
    const restored = await update({ id: category.id, retired: false }, admin);
    expect(await restored.json()).toMatchObject({ name: "Chimney Sweeping", retiredAt: null });
  });

  it("refuses a retired flag that is not a boolean, naming it", async () => {
    const category = await seed();
    const response = await update({ id: category.id, retired: "yes" }, admin);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty("retired");
  });

  it("refuses a name another category's slug holds (409 naming name), writing nothing", async () => {
    await seed("Pressure Washing");
    const category = await seed();
    const before = await categorySnapshot();
    const response = await update({ id: category.id, name: "pressure washing" }, admin);
    expect(response.status).toBe(409);
    expect((await response.json()).error.fields).toHaveProperty("name");
    expect(await categorySnapshot()).toEqual(before);
  });

  it.each([
    [{ type: "Products" }, "type"],
    [{ name: "" }, "name"],
    [{ id: "nope" }, "id"],
  ])("refuses %j naming %s, writing nothing", async (change, field) => {
    const category = await seed();
    const before = await categorySnapshot();
    const response = await update({ id: category.id, ...change }, admin);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty(field);
    expect(await categorySnapshot()).toEqual(before);
  });

  it("answers 404 for an unknown id and for a category of another type", async () => {
    const unknown = await update({ id: "6f1c2b1e-8a57-4c1e-9a59-2b8f4c1d9e11", name: "X" }, admin);
    expect(unknown.status).toBe(404);
    const hidden = await seed("Old Blog Category", "Blog");
    expect((await update({ id: hidden.id, name: "Revived" }, admin)).status).toBe(404);
  });
});
