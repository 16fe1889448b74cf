import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { dublinDate } from "@/lib/i18n/dublin-time";
import { db } from "@/lib/server/db";
import {
  at,
  bearerOf,
  createCast,
  createClockRecord,
  createPerson,
  createTimesheet,
  getRequest,
  type Cast,
} from "@/tests/fixtures/scheduling";
import { GET as exportCsv } from "./route";

let cast: Cast;

const WEEK = { periodStart: at("2026-11-02"), periodEnd: at("2026-11-09") };
const worked = (userId: string, clockIn: string, clockOut: string | null) =>
  createClockRecord({ userId, clockInAt: at(clockIn), clockOutAt: clockOut ? at(clockOut) : null });

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
  const minus = await createPerson("Cleaner", { firstName: "-Ann", lastName: "Young", email: "young@example.ie" });
  const pending = await createPerson("Cleaner", { firstName: "Pat", lastName: "Quinn", email: "pat@example.ie" });

  // Monday 09:00–12:00 and 12:30–17:00, Tuesday one hour: 8.50 hours.
  await worked(comma.id, "2026-11-02T09:00:00Z", "2026-11-02T12:00:00Z");
  await worked(comma.id, "2026-11-02T12:30:00Z", "2026-11-02T17:00:00Z");
  await worked(comma.id, "2026-11-03T09:00:00Z", "2026-11-03T10:00:00Z");
  await worked(comma.id, "2026-11-06T09:00:00Z", null); // still open: not counted
  await createTimesheet({ userId: comma.id, ...WEEK, minutesWorked: 510, status: "approved" });

  // Sunday 22:00 to Monday 01:01 (3.02 hours) counts on Sunday; the office approved 3 hours.
  await worked(formula.id, "2026-11-08T22:00:00Z", "2026-11-09T01:01:00Z");
  await createTimesheet({ userId: formula.id, ...WEEK, minutesWorked: 180, status: "approved" });

  await createTimesheet({ userId: minus.id, ...WEEK, minutesWorked: 0, status: "approved" });

  // Not approved: not paid yet, not exported.
  await worked(pending.id, "2026-11-02T09:00:00Z", "2026-11-02T10:00:00Z");
  await createTimesheet({ userId: pending.id, ...WEEK, minutesWorked: 60, status: "submitted" });
  await createTimesheet({ userId: cast.cleaner.id, ...WEEK, minutesWorked: 2400 });

  // Aoife: the week of 23 November, and the week of 26 October, which has a day
  // in the range (Sunday 1 November).
  await worked(cast.cleaner.id, "2026-11-27T10:00:00Z", "2026-11-27T10:45:00Z");
  await createTimesheet({
    userId: cast.cleaner.id,
    periodStart: at("2026-11-23"),
    periodEnd: at("2026-11-30"),
    minutesWorked: 45,
    status: "approved",
  });
  await createTimesheet({
    userId: cast.cleaner.id,
    periodStart: at("2026-10-26"),
    periodEnd: at("2026-11-02"),
    minutesWorked: 300,
    status: "approved",
  });
  // December: outside the range.
  await createTimesheet({
    userId: cast.cleaner.id,
    periodStart: at("2026-12-07"),
    periodEnd: at("2026-12-14"),
    status: "approved",
  });
  await createTimesheet({ userId: cast.superAdmin.id, ...WEEK, minutesWorked: 60, status: "approved" });
});

const RANGE = { startDate: "2026-11-01", endDate: "2026-11-30" };
const get = (role: Role | null, query: Record<string, string> = RANGE) =>
  exportCsv(getRequest("/api/timesheet/export", query, bearerOf(cast, role)));
const linesOf = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .slice(0, -1);

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

  it("names the range's Irish days when it is given as Irish midnights, as the screen sends it", async () => {
    // 5 October 2026 00:00 in Dublin is 23:00 UTC the day before (summer time); 30 November 00:00 is UTC's.
    const response = await get("Administrator", {
      startDate: "2026-10-04T23:00:00.000Z",
      endDate: "2026-11-30T00:00:00.000Z",
    });
    expect(response.headers.get("content-disposition")).toBe(
      "attachment; filename=timesheets-2026-10-05-2026-11-29.csv",
    );
  });

  // By last name: Byrne, O'Brien, Young, Zed.
  it("writes one row per cleaner and week of approved timesheets, quoting per RFC 4180 and defusing formulas", async () => {
    const text = await (await get("Administrator")).text();
    expect(text.endsWith("\r\n")).toBe(true);
    expect(linesOf(text)).toEqual([
      "Employee name,Email,Week starting,Mon,Tue,Wed,Thu,Fri,Sat,Sun,Total hours",
      `Aoife Byrne,${cast.cleaner.email},2026-10-26,0.00,0.00,0.00,0.00,0.00,0.00,0.00,5.00`,
      `Aoife Byrne,${cast.cleaner.email},2026-11-23,0.00,0.00,0.00,0.00,0.75,0.00,0.00,0.75`,
      `"Anne ""Nan"" O'Brien, Jr",nan@example.ie,2026-11-02,7.50,1.00,0.00,0.00,0.00,0.00,0.00,8.50`,
      "'-Ann Young,young@example.ie,2026-11-02,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00",
      `"'=HYPERLINK(""http://x"") Zed",zed@example.ie,2026-11-02,0.00,0.00,0.00,0.00,0.00,0.00,3.02,3.00`,
    ]);
  });

  it("matches the database: each row's days are its closed records, its total the approved minutes", async () => {
    const [, ...rows] = linesOf(await (await get("SuperAdministrator")).text());
    const approved = await db.timesheet.findMany({
      where: { status: "approved", periodStart: { lt: at("2026-12-01") }, periodEnd: { gt: at("2026-11-01") } },
      include: { user: { select: { email: true } } },
    });
    expect(rows).toHaveLength(approved.length);
    for (const sheet of approved) {
      const row = rows.find((line) => line.includes(`,${sheet.user.email},${dublinDate(sheet.periodStart)},`));
      expect(row, sheet.user.email).toBeDefined();
      const cells = row!.split(",");
      const records = await db.clockRecord.findMany({
        where: {
          userId: sheet.userId,
          clockOutAt: { not: null },
          clockInAt: { gte: sheet.periodStart, lt: sheet.periodEnd },
        },
      });
      const recorded = records.reduce(
        (sum, r) => sum + Math.floor((r.clockOutAt!.getTime() - r.clockInAt.getTime()) / 60_000),
        0,
      );
      const days = cells.slice(-8, -1).reduce((sum, cell) => sum + Math.round(Number(cell) * 60), 0);
      expect(days).toBe(recorded);
      expect(cells.at(-1)).toBe((sheet.minutesWorked / 60).toFixed(2));
    }
  });

  it("starts with a UTF-8 byte-order mark, so spreadsheets read names with fadas", async () => {
    const bytes = new Uint8Array(await (await get("Administrator")).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("includes a super administrator's timesheet only for a super administrator", async () => {
    const text = await (await get("SuperAdministrator")).text();
    expect(text).toContain("Eoin Ryan");
    expect(linesOf(text)).toHaveLength(7);
    expect(await (await get("Administrator")).text()).not.toContain("Eoin Ryan");
  });

  it("takes the weeks with a day in the range", async () => {
    const weekend = await (await get("Administrator", { startDate: "2026-10-31", endDate: "2026-11-01" })).text();
    expect(linesOf(weekend)).toEqual([
      "Employee name,Email,Week starting,Mon,Tue,Wed,Thu,Fri,Sat,Sun,Total hours",
      `Aoife Byrne,${cast.cleaner.email},2026-10-26,0.00,0.00,0.00,0.00,0.00,0.00,0.00,5.00`,
    ]);
    const beforeDecember7 = await (
      await get("Administrator", { startDate: "2026-12-01", endDate: "2026-12-06" })
    ).text();
    expect(linesOf(beforeDecember7)).toHaveLength(1);
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
