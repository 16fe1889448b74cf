import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { createCompany, signIn } from "@/tests/fixtures/users";
import { apiRequest } from "@/tests/helpers";
import { GET as getCompanyById } from "./route";

async function getAs(role: Role | null, id: string, companyId?: string) {
  const bearer = role ? (await signIn(role, { companyId })).bearer : undefined;
  return getCompanyById(apiRequest(`/api/Company/GetCompanyById?id=${id}&timestamp=1700000000000`, { bearer }));
}

describe("GET /api/Company/GetCompanyById", () => {
  it.each([
    [null, "other", 401],
    ["Cleaner", "own", 403],
    ["Cleaner", "other", 403],
    ["Client", "own", 200],
    ["Client", "other", 404],
    ["Client", "none", 404],
    ["Administrator", "other", 200],
    ["SuperAdministrator", "other", 200],
  ] as const)("%s reading %s company → %i", async (role, whose, status) => {
    const company = await createCompany();
    const ownCompanyId = whose === "own" ? company.id : whose === "other" ? (await createCompany()).id : undefined;
    expect((await getAs(role, company.id, ownCompanyId)).status).toBe(status);
  });

  it("answers the whole company", async () => {
    const company = await createCompany({ name: "Kilkenny Kitchens Ltd" });
    const response = await getAs("Client", company.id, company.id);
    expect(await response.json()).toEqual({
      id: company.id,
      name: "Kilkenny Kitchens Ltd",
      email: null,
      phoneNumber: null,
      address: null,
      county: null,
      eircode: null,
      vatNumber: null,
      imagePath: null,
      createdAt: company.createdAt.toISOString(),
      updatedAt: company.updatedAt.toISOString(),
    });
  });

  it("answers 404 for an unknown company and 400 naming a malformed id", async () => {
    expect((await getAs("Administrator", randomUUID())).status).toBe(404);
    const bad = await getAs("Administrator", "acme");
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields)).toEqual(["query.id"]);
  });
});
