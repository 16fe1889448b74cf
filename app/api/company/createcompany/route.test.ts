import { describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import { createCompany, signIn } from "@/tests/fixtures/users";
import { apiRequest } from "@/tests/helpers";
import { POST as create } from "./route";

let counter = 0;
const newCompany = (extra: Record<string, unknown> = {}) => ({ name: `Liffey Facilities ${++counter}`, ...extra });

async function createAs(role: Role | null, body: unknown) {
  const bearer = role ? (await signIn(role)).bearer : undefined;
  return create(apiRequest("/api/Company/CreateCompany", { body, bearer }));
}

describe("POST /api/Company/CreateCompany", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role, status) => {
    const company = newCompany();
    expect((await createAs(role, company)).status).toBe(status);
    expect(await db.company.count({ where: { name: company.name } })).toBe(status === 200 ? 1 : 0);
  });

  it("stores every field, normalising the Eircode and VAT number", async () => {
    const company = newCompany({
      email: "Office@Liffey.IE",
      phoneNumber: "01 234 5678",
      address: "12 Quay Street",
      county: "Dublin",
      eircode: "d02x285",
      vatNumber: "ie 1234567 wa",
    });
    const response = await createAs("Administrator", company);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      ...company,
      email: "office@liffey.ie",
      eircode: "D02 X285",
      vatNumber: "IE1234567WA",
      imagePath: null,
    });
    expect(await db.company.findUniqueOrThrow({ where: { id: body.id } })).toMatchObject({ vatNumber: "IE1234567WA" });
  });

  it("refuses a name already used (409 naming name)", async () => {
    const existing = await createCompany();
    const response = await createAs("Administrator", { name: existing.name });
    expect(response.status).toBe(409);
    expect((await response.json()).error.fields).toHaveProperty("name");
  });

  it.each(["IE123456T", "GB1234567T", "IE1234567ABC", "IE12345678"])("refuses the VAT number %s", async (vatNumber) => {
    const response = await createAs("Administrator", newCompany({ vatNumber }));
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty("vatNumber");
  });

  it("refuses bad input, naming each field, and stores nothing", async () => {
    const before = await db.company.count();
    const response = await createAs("Administrator", {
      name: " ",
      email: "nope",
      phoneNumber: "555",
      eircode: "ZZZ",
      imagePath: "https://evil.example/logo.png",
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields).sort()).toEqual([
      "eircode",
      "email",
      "imagePath",
      "name",
      "phoneNumber",
    ]);
    expect(await db.company.count()).toBe(before);
  });
});
