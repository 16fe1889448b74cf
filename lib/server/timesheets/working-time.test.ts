import { describe, expect, it } from "vitest";
import { dublinDayStart } from "@/lib/i18n/dublin-time";
import { averageWindowStart, workingTimeWarnings } from "./working-time";

const HOUR = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);
const record = (clockIn: string, clockOut: string) => ({ clockInAt: at(clockIn), clockOutAt: at(clockOut) });
const WEEK = { periodStart: dublinDayStart("2026-11-02"), periodEnd: dublinDayStart("2026-11-09") };

describe("workingTimeWarnings", () => {
  it("gives none for an ordinary week", () => {
    const days = ["02", "03", "04", "05", "06"];
    const records = days.flatMap((day) => [
      record(`2026-11-${day}T08:00:00Z`, `2026-11-${day}T12:00:00Z`),
      record(`2026-11-${day}T12:30:00Z`, `2026-11-${day}T16:30:00Z`),
    ]);
    expect(workingTimeWarnings(WEEK, records)).toEqual([]);
  });

  it("warns of a record over 6 hours without a break, on its day", () => {
    const warnings = workingTimeWarnings(WEEK, [
      record("2026-11-03T08:00:00Z", "2026-11-03T14:00:00Z"), // exactly 6 hours: allowed
      record("2026-11-04T08:00:00Z", "2026-11-04T14:30:00Z"),
    ]);
    expect(warnings).toEqual([{ code: "noBreakAfter6", date: "2026-11-04", hours: 6.5 }]);
  });

  it("warns of less than 11 hours between one working day's last clock-out and the next day's first clock-in", () => {
    const warnings = workingTimeWarnings(WEEK, [
      // Sunday before the period: its late finish counts against Monday's start.
      record("2026-11-01T14:00:00Z", "2026-11-01T23:00:00Z"),
      record("2026-11-02T07:00:00Z", "2026-11-02T10:00:00Z"),
      // A lunch break inside a day is not a rest.
      record("2026-11-02T10:30:00Z", "2026-11-02T13:00:00Z"),
      // Exactly 11 hours after Monday's last clock-out: allowed.
      record("2026-11-03T00:00:00Z", "2026-11-03T04:00:00Z"),
      record("2026-11-04T22:00:00Z", "2026-11-05T02:00:00Z"), // across midnight: Wednesday's
      record("2026-11-05T09:30:00Z", "2026-11-05T12:00:00Z"), // 7.5 hours after it
    ]);
    expect(warnings).toEqual([
      { code: "restUnder11", date: "2026-11-02", hours: 8 },
      { code: "restUnder11", date: "2026-11-05", hours: 7.5 },
    ]);
  });

  it("measures rest in real hours when the clocks go forward", () => {
    // Saturday 22:00 to Sunday 09:00 on the wall clock is only 10 hours.
    const period = { periodStart: dublinDayStart("2026-03-23"), periodEnd: dublinDayStart("2026-03-30") };
    const warnings = workingTimeWarnings(period, [
      record("2026-03-28T18:00:00Z", "2026-03-28T22:00:00Z"),
      record("2026-03-29T08:00:00Z", "2026-03-29T12:00:00Z"),
    ]);
    expect(warnings).toEqual([{ code: "restUnder11", date: "2026-03-29", hours: 10 }]);
  });

  // Two records a day with a half-hour break, on the first `daysPerWeek` days of
  // each of the 17 weeks ending with the period.
  function busyWeeks(daysPerWeek: number, hoursPerDay: number) {
    const start = averageWindowStart(WEEK.periodEnd);
    return Array.from({ length: 17 * 7 }, (_, day) => day)
      .filter((day) => day % 7 < daysPerWeek)
      .flatMap((day) => {
        const morning = start.getTime() + day * 24 * HOUR + 8 * HOUR;
        const half = (hoursPerDay / 2) * HOUR;
        return [
          { clockInAt: new Date(morning), clockOutAt: new Date(morning + half) },
          { clockInAt: new Date(morning + half + HOUR / 2), clockOutAt: new Date(morning + 2 * half + HOUR / 2) },
        ];
      });
  }

  it("warns when the average week over the 17 weeks ending with the period is above 48 hours", () => {
    expect(workingTimeWarnings(WEEK, busyWeeks(7, 7))).toEqual([{ code: "averageOver48", hours: 49 }]);
  });

  it("allows an average of 48 hours, and does not count work before the 17 weeks", () => {
    const earlier = record("2026-06-01T08:00:00Z", "2026-06-01T12:00:00Z");
    expect(workingTimeWarnings(WEEK, [earlier, ...busyWeeks(6, 8)])).toEqual([]);
  });
});

describe("averageWindowStart", () => {
  it("goes back 17 weeks on the Irish wall clock, across a change of the clocks", () => {
    // Monday 9 November 00:00 (winter) → Monday 13 July 00:00 (summer time, 23:00 UTC the day before).
    expect(averageWindowStart(dublinDayStart("2026-11-09")).toISOString()).toBe("2026-07-12T23:00:00.000Z");
  });
});
