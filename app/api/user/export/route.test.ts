import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import { createCompany, createPerson, signIn } from "@/tests/fixtures/users";
import { apiRequest } from "@/tests/helpers";
import { GET as exportUsers } from "./route";

// A word only the users of this file carry, so the exports are predictable.
const TAG = "Xanthippe";
const HEADER = "First name,Last name,E-mail,Phone,Role,Status,Company,Created";

let companyName: string;

beforeAll(async () => {
  const company = await createCompany({ name: "Xanthippe, Sons & Co" });
  companyName = company.name;
  const created = new Date("2026-02-03T04:05:06.789Z");
  await createPerson({
    firstName: "Áine",
    lastName: `${TAG}-Ó Briain`,
    role: "Cleaner",
    email: "aine@xanthippe.ie",
    phoneNumber: "087 123 4567",
    companyId: company.id,
    createdAt: created,
  });
  await createPerson({
    firstName: '=HYPERLINK("http://evil.example","Click")',
    lastName: `${TAG}-Hacker`,
    role: "Client",
    status: "pending",
    email: "hacker@xanthippe.ie",
    createdAt: created,
  });
  await createPerson({
    firstName: "Bláthnaid",
    lastName: `${TAG}-Walsh`,
    role: "SuperAdministrator",
    email: "blathnaid@xanthippe.ie",
    createdAt: created,
  });
});

async function get(role: Role | null, query = `search=${TAG}`) {
  const bearer = role ? (await signIn(role)).bearer : undefined;
  return exportUsers(apiRequest(`/api/user/export?${query}`, { bearer }));
}

// The CSV's lines without the byte-order mark.
const lines = async (response: Response) => {
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  expect(text.startsWith("\uFEFF")).toBe(true);
  return text.slice(1).split("\r\n").slice(0, -1);
};

describe("GET /api/user/export", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role, status) => {
    expect((await get(role)).status).toBe(status);
  });

  it("sends a UTF-8 CSV attachment named after the day", async () => {
    const response = await get("Administrator");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("has a header row and one row per user of the filter, in the list's order", async () => {
    expect(await lines(await get("SuperAdministrator"))).toEqual([
      HEADER,
      `"'=HYPERLINK(""http://evil.example"",""Click"")",${TAG}-Hacker,hacker@xanthippe.ie,,Client,pending,,2026-02-03T04:05:06.789Z`,
      `Bláthnaid,${TAG}-Walsh,blathnaid@xanthippe.ie,,SuperAdministrator,active,,2026-02-03T04:05:06.789Z`,
      // SQLite compares text by code point: Ó comes after the ASCII letters.
      `Áine,${TAG}-Ó Briain,aine@xanthippe.ie,087 123 4567,Cleaner,active,"${companyName}",2026-02-03T04:05:06.789Z`,
    ]);
  });

  it("keeps a formula-like name as text, starting with an apostrophe", async () => {
    const [, hacker] = await lines(await get("Administrator", `search=${TAG}&role=Client`));
    expect(hacker!.startsWith(`"'=HYPERLINK(`)).toBe(true);
  });

  it("filters like the list: role, status, company, phone digits; Administrators never get Super Administrators", async () => {
    const asAdmin = await lines(await get("Administrator"));
    expect(asAdmin).toHaveLength(3);
    expect(asAdmin.some((line) => line.includes("blathnaid@"))).toBe(false);
    const byStatus = await lines(await get("Administrator", `search=${TAG}&status=pending&role=`));
    expect(byStatus).toHaveLength(2);
    expect(byStatus[1]).toContain(",hacker@xanthippe.ie,,Client,pending,");
    const byPhone = await lines(await get("SuperAdministrator", `search=${encodeURIComponent("087 123 45")}`));
    expect(byPhone.slice(1).map((line) => line.split(",")[0])).toEqual(["Áine"]);
  });

  it("sorts like the list when asked", async () => {
    const byEmail = await lines(await get("SuperAdministrator", `search=${TAG}&sortBy=email&sortDir=desc`));
    expect(byEmail.slice(1).map((line) => line.match(/,([a-z]+)@xanthippe/)?.[1])).toEqual([
      "hacker",
      "blathnaid",
      "aine",
    ]);
  });

  it("says how many users matched", async () => {
    expect((await get("SuperAdministrator")).headers.get("x-total-records")).toBe("3");
  });

  it("stops at 10,000 rows and says how many users matched", async () => {
    await db.user.createMany({
      data: Array.from({ length: 10_001 }, (_, i) => ({
        email: `many-${i}@plentiful.ie`,
        passwordHash: "not-a-hash",
        firstName: "Many",
        lastName: `Plentiful ${String(i).padStart(5, "0")}`,
      })),
    });
    const response = await get("Administrator", "search=plentiful");
    expect(response.headers.get("x-total-records")).toBe("10001");
    const rows = await lines(response);
    expect(rows).toHaveLength(1 + 10_000);
    expect(rows.at(-1)).toMatch(/^Many,Plentiful 09999,/);
  });

  it("answers only the header row when nobody matches", async () => {
    expect(await lines(await get("Administrator", "search=nobody-is-called-this"))).toEqual([HEADER]);
  });

  it("refuses bad filters (400 naming each)", async () => {
    const response = await get("Administrator", "role=King&companyId=acme&sortBy=password");
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields).sort()).toEqual([
      "query.companyId",
      "query.role",
      "query.sortBy",
    ]);
  });
});
