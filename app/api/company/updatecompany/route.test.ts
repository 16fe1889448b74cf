import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { createCompany, signIn } from "@/tests/fixtures/users";
import { apiRequest } from "@/tests/helpers";
import { PUT as update } from "./route";

const put = (body: unknown, bearer?: string) =>
  update(apiRequest("/api/Company/UpdateCompany", { method: "PUT", body, bearer }));

const stored = (id: string) => db.company.findUniqueOrThrow({ where: { id } });

describe("PUT /api/Company/UpdateCompany", () => {
  it.each([
    [null, "own", 401],
    ["Cleaner", "own", 403],
    ["Client", "own", 200],
    ["Client", "another", 404],
    ["Administrator", "another", 200],
    ["SuperAdministrator", "another", 200],
  ] as const)("%s updating %s company → %i", async (role, whose, status) => {
    const company = await createCompany();
    const other = await createCompany();
    const bearer = role ? (await signIn(role, { companyId: company.id })).bearer : undefined;
    const target = whose === "own" ? company : other;
    const response = await put({ id: target.id, county: "Kerry" }, bearer);
    expect(response.status).toBe(status);
    expect((await stored(target.id)).county).toBe(status === 200 ? "Kerry" : null);
  });

  it("answers the whole company object", async () => {
    const company = await createCompany();
    const response = await put(
      { id: company.id, name: "Renamed Ltd", vatNumber: "IE9876543K", eircode: "V94 T2X8" },
      (await signIn("Administrator")).bearer,
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ id: company.id, name: "Renamed Ltd", vatNumber: "IE9876543K", eircode: "V94 T2X8" });
    expect(body).toHaveProperty("imagePath");
    expect(body).toHaveProperty("createdAt");
  });

  it("clears optional fields with null or an empty string and keeps the rest", async () => {
    const company = await db.company.create({
      data: { name: `Clear ${randomUUID()}`, email: "a@b.ie", county: "Cork" },
    });
    expect(
      (await put({ id: company.id, email: null, county: "" }, (await signIn("Administrator")).bearer)).status,
    ).toBe(200);
    expect(await stored(company.id)).toMatchObject({ name: company.name, email: null, county: null });
  });

  it("refuses another company's name (409 naming name)", async () => {
    const taken = await createCompany();
    const company = await createCompany();
    const response = await put({ id: company.id, name: taken.name }, (await signIn("Administrator")).bearer);
    expect(response.status).toBe(409);
    expect((await response.json()).error.fields).toHaveProperty("name");
    expect((await stored(company.id)).name).toBe(company.name);
  });

  it("refuses an image uploaded for another company (400)", async () => {
    const company = await createCompany();
    const { bearer } = await signIn("Client", { companyId: company.id });
    const imagePath = `/api/files/company/${(await createCompany()).id}/${randomUUID()}.png`;
    const response = await put({ id: company.id, imagePath }, bearer);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty("imagePath");
    expect((await stored(company.id)).imagePath).toBeNull();
  });

  it("answers 404 for an unknown company and 400 for malformed input", async () => {
    const { bearer } = await signIn("SuperAdministrator");
    expect((await put({ id: randomUUID(), county: "Mayo" }, bearer)).status).toBe(404);
    const bad = await put({ id: "x", name: "", vatNumber: "123", email: "no" }, bearer);
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(["email", "id", "name", "vatNumber"]);
  });
});
