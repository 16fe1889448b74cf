import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { createCompany, signIn } from "@/tests/fixtures/users";
import { apiRequest } from "@/tests/helpers";
import { GET as listCompanies } from "./route";

let ownCompanyId: string;

beforeAll(async () => {
  for (const name of ["Cobh Cleaners Ltd", "Athlone Offices", "Bray Builders"]) {
    const company = await createCompany({ name });
    if (name === "Bray Builders") ownCompanyId = company.id;
  }
});

async function listAs(role: Role | null, query = "", companyId?: string) {
  const bearer = role ? (await signIn(role, { companyId })).bearer : undefined;
  return listCompanies(apiRequest(`/api/Company/Companies${query}`, { bearer }));
}

const names = (body: { data: { name: string }[] }) => body.data.map((company) => company.name);

describe("GET /api/Company/Companies", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 200],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role, status) => {
    expect((await listAs(role)).status).toBe(status);
  });

  it("gives the office every company by name, with all fields", async () => {
    const body = await (await listAs("Administrator")).json();
    expect(names(body)).toEqual(["Athlone Offices", "Bray Builders", "Cobh Cleaners Ltd"]);
    expect(body.totalRecords).toBe(3);
    expect(Object.keys(body.data[0]).sort()).toEqual(
      [
        "address",
        "county",
        "createdAt",
        "eircode",
        "email",
        "id",
        "imagePath",
        "name",
        "phoneNumber",
        "updatedAt",
        "vatNumber",
      ].sort(),
    );
  });

  it("gives a client only their own company, and nothing without one", async () => {
    expect(names(await (await listAs("Client", "", ownCompanyId)).json())).toEqual(["Bray Builders"]);
    expect(await (await listAs("Client")).json()).toEqual({ data: [], totalRecords: 0 });
  });

  it("pages by query and ignores the cache-busting timestamp", async () => {
    const body = await (await listAs("SuperAdministrator", "?pageNumber=2&pageSize=2&timestamp=1700000000000")).json();
    expect(names(body)).toEqual(["Cobh Cleaners Ltd"]);
    expect(body.totalRecords).toBe(3);
  });

  it.each([
    ["bray", ["Bray Builders"]],
    ["OFFICES", ["Athlone Offices"]],
    ["c", ["Athlone Offices", "Cobh Cleaners Ltd"]],
    ["cleaners cobh", ["Cobh Cleaners Ltd"]],
    ["Galway", []],
  ])("finds the companies whose name contains %j", async (search, expected) => {
    const body = await (await listAs("Administrator", `?search=${encodeURIComponent(search)}`)).json();
    expect(names(body)).toEqual(expected);
    expect(body.totalRecords).toBe(expected.length);
  });

  it("pages a search and keeps a client to their own company", async () => {
    const page = await (await listAs("Administrator", "?search=L&pageSize=1&pageNumber=2")).json();
    expect(page).toMatchObject({ totalRecords: 3, data: [{ name: "Bray Builders" }] });
    expect(names(await (await listAs("Client", "?search=bray", ownCompanyId)).json())).toEqual(["Bray Builders"]);
    expect(names(await (await listAs("Client", "?search=cobh", ownCompanyId)).json())).toEqual([]);
  });

  it("treats an empty search as none", async () => {
    expect((await (await listAs("Administrator", "?search=")).json()).totalRecords).toBe(3);
  });

  it("refuses bad paging (400 naming the field)", async () => {
    const response = await listAs("Administrator", "?pageSize=500&pageNumber=0");
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields).sort()).toEqual(["query.pageNumber", "query.pageSize"]);
  });

  it("refuses a search over 100 characters (400 naming it)", async () => {
    const response = await listAs("Administrator", `?search=${"a".repeat(101)}`);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual(["query.search"]);
  });
});
