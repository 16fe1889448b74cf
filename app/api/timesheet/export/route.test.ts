import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import {
  at,
  bearerOf,
  createCast,
  createPerson,
  createTimesheet,
  getRequest,
  type Cast,
} from "@/tests/fixtures/scheduling";
import { GET as exportCsv } from "./route";

let cast: Cast;

beforeAll(async () => {
  cast = await createCast();
  const comma = await createPerson("Cleaner", {
    firstName: 'Anne "Nan"',
    lastName: "O'Brien, Jr",
    email: "nan@example.ie",
  });
  const formula = await createPerson("Cleaner", {
    firstName: '=HYPERLINK("http://x")',
    lastName: "Zed",
    email: "zed@example.ie",
  });
  const minus = await createPerson("Cleaner", {
    firstName: "-Ann",
    lastName: "Young",
    email: "young@example.ie",
  });
  const period = { periodStart: at("2026-11-02"), periodEnd: at("2026-11-09") };
  await createTimesheet({ userId: comma.id, ...period, minutesWorked: 450, status: "approved" });
  await createTimesheet({ userId: formula.id, ...period, minutesWorked: 61, status: "submitted" });
  await createTimesheet({ userId: minus.id, ...period, minutesWorked: 0 });
  await createTimesheet({ userId: cast.cleaner.id, ...period, minutesWorked: 2400 });
  await createTimesheet({ userId: cast.superAdmin.id, ...period, minutesWorked: 60 });
  // Outside the range.
  await createTimesheet({ userId: cast.cleaner.id, periodStart: at("2026-12-07"), periodEnd: at("2026-12-14") });
});

const RANGE = { startDate: "2026-11-01", endDate: "2026-11-30" };
const get = (role: Role | null, query: Record<string, string> = RANGE) =>
  exportCsv(getRequest("/api/timesheet/export", query, bearerOf(cast, role)));

describe("GET /api/timesheet/export", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role, status) => {
    expect((await get(role)).status).toBe(status);
  });

  it("sends a CSV attachment named after the range", async () => {
    const response = await get("Administrator");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      "attachment; filename=timesheets-2026-11-01-2026-11-30.csv",
    );
  });

  // By last name: Byrne, O'Brien, Young, Zed.
  it("writes one row per timesheet, quoting per RFC 4180 and defusing formulas", async () => {
    const text = await (await get("Administrator")).text();
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.split("\r\n").slice(0, -1);
    expect(lines).toEqual([
      "Employee name,Email,Period start,Period end,Hours,Status",
      "Aoife Byrne," + cast.cleaner.email + ",2026-11-02T00:00:00.000Z,2026-11-09T00:00:00.000Z,40.00,draft",
      `"Anne ""Nan"" O'Brien, Jr",nan@example.ie,2026-11-02T00:00:00.000Z,2026-11-09T00:00:00.000Z,7.50,approved`,
      "'-Ann Young,young@example.ie,2026-11-02T00:00:00.000Z,2026-11-09T00:00:00.000Z,0.00,draft",
      `"'=HYPERLINK(""http://x"") Zed",zed@example.ie,2026-11-02T00:00:00.000Z,2026-11-09T00:00:00.000Z,1.02,submitted`,
    ]);
  });

  it("starts with a UTF-8 byte-order mark, so spreadsheets read names with fadas", async () => {
    const bytes = new Uint8Array(await (await get("Administrator")).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("includes a super administrator's timesheet only for a super administrator", async () => {
    const text = await (await get("SuperAdministrator")).text();
    expect(text).toContain("Eoin Ryan");
    expect(text.split("\r\n")).toHaveLength(7);
  });

  it.each([
    ["no range", {}],
    ["an inverted range", { startDate: "2026-11-30", endDate: "2026-11-01" }],
  ])("answers 400 for %s", async (_case, query) => {
    const response = await get("Administrator", query);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toContain("query.endDate");
  });
});
