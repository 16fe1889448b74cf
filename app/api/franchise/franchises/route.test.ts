import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { apiRequest } from "@/tests/helpers";
import { bearerFor } from "@/tests/fixtures/invoices";
import { GET as listFranchises } from "./route";

beforeAll(async () => {
  const base = Date.UTC(2026, 10, 1);
  await db.franchiseEnquiry.createMany({
    data: Array.from({ length: 5 }, (_, i) => ({
      firstName: `First ${i}`,
      lastName: "Prospect",
      phone: "0871234567",
      address: "Main Street",
      postCode: "D02 X285",
      email: `f${i}@example.ie`,
      messageDescription: "Send the pack",
      createdAt: new Date(base + i * 86_400_000),
      status: i === 1 ? ("contacted" as const) : ("new" as const),
    })),
  });
  // Another kind of prospect, for the search.
  await db.franchiseEnquiry.create({
    data: {
      firstName: "Gráinne",
      lastName: "Ó Dálaigh",
      phone: "021 490 1234",
      address: "1 Grand Parade, Cork",
      postCode: "T12 AB34",
      email: "grainne@cork.example.ie",
      messageDescription: "Cork city",
      createdAt: new Date(Date.UTC(2026, 9, 1)),
      status: "closed",
    },
  });
});

const list = async (query: string, bearer: string | undefined) =>
  listFranchises(apiRequest(`/api/franchise/franchises${query}`, { bearer }));

describe("GET /api/franchise/franchises", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role, status) => {
    expect((await list("", await bearerFor(role))).status).toBe(status);
  });

  it("pages newest first with the total count, ignoring the cache-busting timestamp", async () => {
    const admin = await bearerFor("Administrator");
    const first = await (await list("?pageNumber=1&pageSize=2&timestamp=1731000000000", admin)).json();
    expect(first.totalRecords).toBe(6);
    expect(first.data.map((row: { firstName: string }) => row.firstName)).toEqual(["First 4", "First 3"]);
    expect(first.data[0]).toMatchObject({
      lastName: "Prospect",
      email: "f4@example.ie",
      phone: "0871234567",
      address: "Main Street",
      postCode: "D02 X285",
      messageDescription: "Send the pack",
    });
    expect(first.data[0]).toMatchObject({ status: "new", statusChangedBy: null, noteCount: 0 });
    const last = await (await list("?pageNumber=3&pageSize=2", admin)).json();
    expect(last.data.map((row: { firstName: string }) => row.firstName)).toEqual(["First 0", "Gráinne"]);
  });

  it("defaults to 100 a page and refuses more", async () => {
    const admin = await bearerFor("SuperAdministrator");
    expect((await (await list("", admin)).json()).data).toHaveLength(6);
    const response = await list("?pageSize=500", admin);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty("query.pageSize");
  });

  it("filters by status and searches every word in the name, e-mail, phone or post code", async () => {
    const admin = await bearerFor("Administrator");
    const names = async (query: string) =>
      ((await (await list(query, admin)).json()).data as { firstName: string }[]).map((row) => row.firstName);
    expect(await names("?status=contacted")).toEqual(["First 1"]);
    expect(await names("?search=cork.example")).toEqual(["Gráinne"]);
    expect(await names("?search=T12")).toEqual(["Gráinne"]);
    expect(await names("?search=prospect%20f3")).toEqual(["First 3"]);
    expect(await names("?search=prospect&status=closed")).toEqual([]);
  });

  it("sorts by status or name on request, and refuses another column", async () => {
    const admin = await bearerFor("Administrator");
    const byStatus = await (await list("?sortBy=status&sortDir=asc", admin)).json();
    expect(byStatus.data.slice(0, 2).map((row: { status: string }) => row.status)).toEqual(["closed", "contacted"]);
    const byName = await (await list("?sortBy=lastName&sortDir=desc&pageSize=1", admin)).json();
    expect(byName.data[0].lastName).not.toBe(
      (await (await list("?sortBy=lastName&sortDir=asc&pageSize=1", admin)).json()).data[0].lastName,
    );
    const refused = await list("?sortBy=email", admin);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toHaveProperty("query.sortBy");
  });
});
