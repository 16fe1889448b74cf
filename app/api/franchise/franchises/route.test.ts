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
    })),
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
    expect(first.totalRecords).toBe(5);
    expect(first.data.map((row: { firstName: string }) => row.firstName)).toEqual(["First 4", "First 3"]);
    expect(first.data[0]).toMatchObject({
      lastName: "Prospect",
      email: "f4@example.ie",
      phone: "0871234567",
      address: "Main Street",
      postCode: "D02 X285",
      messageDescription: "Send the pack",
    });
    const last = await (await list("?pageNumber=3&pageSize=2", admin)).json();
    expect(last.data.map((row: { firstName: string }) => row.firstName)).toEqual(["First 0"]);
  });

  it("defaults to 100 a page and refuses more", async () => {
    const admin = await bearerFor("SuperAdministrator");
    expect((await (await list("", admin)).json()).data).toHaveLength(5);
    const response = await list("?pageSize=500", admin);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty("query.pageSize");
  });
});
