import { describe, expect, it } from "vitest";
import { dublinDayStart } from "@/lib/i18n/dublin-time";
import { payrollWeeks, type PayrollSheet } from "./payroll-weeks";

const at = (iso: string) => new Date(iso);
const record = (clockIn: string, clockOut: string) => ({ clockInAt: at(clockIn), clockOutAt: at(clockOut) });

function sheet(start: Date, end: Date, minutesWorked: number, records: PayrollSheet["records"], userId = "u1") {
  return { userId, periodStart: start, periodEnd: end, minutesWorked, records };
}

describe("payrollWeeks", () => {
  it("gives a week's timesheet one row: each day's records, the approved minutes as the total", () => {
    const rows = payrollWeeks([
      sheet(dublinDayStart("2026-07-06"), dublinDayStart("2026-07-13"), 600, [
        record("2026-07-06T07:00:00Z", "2026-07-06T11:30:00Z"),
        // Sunday 23:30 Irish time to 01:30: Sunday's.
        record("2026-07-12T22:30:00Z", "2026-07-13T00:30:00Z"),
      ]),
    ]);
    expect(rows).toEqual([
      { userId: "u1", weekStart: "2026-07-06", dayMinutes: [270, 0, 0, 0, 0, 0, 120], totalMinutes: 600 },
    ]);
  });

  it("gives no row for the summer hour a week of UTC midnights takes from the next Monday", () => {
    const rows = payrollWeeks([
      sheet(at("2026-07-06T00:00:00Z"), at("2026-07-13T00:00:00Z"), 90, [
        record("2026-07-07T08:00:00Z", "2026-07-07T09:30:00Z"),
      ]),
    ]);
    expect(rows.map((row) => row.weekStart)).toEqual(["2026-07-06"]);
    expect(rows[0]!.totalMinutes).toBe(90);
  });

  it("splits a longer timesheet by week; its rows add up to what was approved", () => {
    // Thursday 29 October to Sunday 8 November; 100 minutes approved over the 90 recorded.
    const rows = payrollWeeks([
      sheet(dublinDayStart("2026-10-29"), dublinDayStart("2026-11-09"), 100, [
        record("2026-10-29T09:00:00Z", "2026-10-29T09:30:00Z"),
        record("2026-11-03T09:00:00Z", "2026-11-03T10:00:00Z"),
      ]),
    ]);
    expect(rows).toEqual([
      { userId: "u1", weekStart: "2026-10-26", dayMinutes: [null, null, null, 30, 0, 0, 0], totalMinutes: 30 },
      // Seven of the eleven days: the difference goes here.
      { userId: "u1", weekStart: "2026-11-02", dayMinutes: [0, 60, 0, 0, 0, 0, 0], totalMinutes: 70 },
    ]);
  });

  it("puts two timesheets of one person in one week on one row, and keeps people apart", () => {
    const rows = payrollWeeks([
      sheet(dublinDayStart("2026-11-02"), dublinDayStart("2026-11-05"), 60, [
        record("2026-11-02T09:00:00Z", "2026-11-02T10:00:00Z"),
      ]),
      sheet(dublinDayStart("2026-11-05"), dublinDayStart("2026-11-09"), 45, [
        record("2026-11-06T09:00:00Z", "2026-11-06T09:45:00Z"),
      ]),
      sheet(dublinDayStart("2026-11-02"), dublinDayStart("2026-11-09"), 0, [], "u2"),
    ]);
    expect(rows).toEqual([
      { userId: "u1", weekStart: "2026-11-02", dayMinutes: [60, 0, 0, 0, 45, 0, 0], totalMinutes: 105 },
      { userId: "u2", weekStart: "2026-11-02", dayMinutes: [0, 0, 0, 0, 0, 0, 0], totalMinutes: 0 },
    ]);
  });
});
