import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { apiRequest } from "@/tests/helpers";
import { bearerFor } from "@/tests/fixtures/invoices";
import { GET as listCategories } from "./route";

beforeAll(async () => {
  await db.category.createMany({
    data: [
      { name: "Office Cleaning", slug: "office-cleaning" },
      { name: "Carpet Cleaning", slug: "carpet-cleaning", description: "Steam and dry" },
      { name: "House Cleaning", slug: "house-cleaning" },
      // Retired: no longer offered, shown only to who asks for the retired too.
      { name: "Home Removal", slug: "home-removal", retiredAt: new Date("2026-10-01T00:00:00Z") },
      // Only type 'Services' is kept (spec §3): older rows of another type stay hidden.
      { name: "Announcements", slug: "announcements", type: "Blog" },
    ],
  });
});

const list = async (query = "", bearer?: string) =>
  listCategories(apiRequest(`/api/category/categories${query}`, { bearer }));

describe("GET /api/category/categories", () => {
  it.each([null, "Cleaner", "Client", "Administrator", "SuperAdministrator"] as const)(
    "answers %s with the same list",
    async (role) => {
      const response = await list("", await bearerFor(role));
      expect(response.status).toBe(200);
      expect((await response.json()).totalRecords).toBe(3);
    },
  );

  it("lists only services, by name", async () => {
    const body = await (await list("?timestamp=1731000000000")).json();
    expect(body.data.map((row: { name: string }) => row.name)).toEqual([
      "Carpet Cleaning",
      "House Cleaning",
      "Office Cleaning",
    ]);
    expect(body.data[0]).toMatchObject({
      type: "Services",
      slug: "carpet-cleaning",
      description: "Steam and dry",
      id: expect.any(String),
    });
  });

  it("pages on request and refuses a page size over 100", async () => {
    const body = await (await list("?pageNumber=2&pageSize=2")).json();
    expect(body).toMatchObject({ totalRecords: 3, data: [{ name: "Office Cleaning" }] });
    const response = await list("?pageSize=101");
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty("query.pageSize");
  });

  it("leaves retired categories out unless asked for them", async () => {
    const offered = await (await list()).json();
    expect(offered.data.map((row: { name: string }) => row.name)).not.toContain("Home Removal");
    const all = await (await list("?includeRetired=true")).json();
    expect(all.totalRecords).toBe(4);
    expect(all.data.find((row: { name: string }) => row.name === "Home Removal")).toMatchObject({
      retiredAt: "2026-10-01T00:00:00.000Z",
    });
    const bad = await list("?includeRetired=yes");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty("query.includeRetired");
  });
});
