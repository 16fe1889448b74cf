import { describe, expect, it } from "vitest";
import { dublinDayStart } from "@/lib/i18n/dublin-time";
import { dayTotals, periodDays, timesheetDays } from "./timesheet-days";

const at = (iso: string) => new Date(iso);
const week = (monday: string, nextMonday: string) => ({
  periodStart: dublinDayStart(monday),
  periodEnd: dublinDayStart(nextMonday),
});
const record = (clockIn: string, clockOut: string) => ({ clockInAt: at(clockIn), clockOutAt: at(clockOut) });
const shift = (startsAt: string, endsAt: string) => ({ startsAt: at(startsAt), endsAt: at(endsAt) });

describe("periodDays", () => {
  it.each([
    ["a winter week", week("2026-11-02", "2026-11-09"), "2026-11-02", "2026-11-08", 7],
    ["the week the clocks go forward", week("2026-03-23", "2026-03-30"), "2026-03-23", "2026-03-29", 7],
    ["the week the clocks go back", week("2026-10-19", "2026-10-26"), "2026-10-19", "2026-10-25", 7],
    [
      "a summer week given as UTC midnights (it touches the next Monday's first hour)",
      { periodStart: at("2026-07-06T00:00:00Z"), periodEnd: at("2026-07-13T00:00:00Z") },
      "2026-07-06",
      "2026-07-13",
      8,
    ],
  ])("lists the Dublin days of %s", (_case, period, first, last, count) => {
    const days = periodDays(period);
    expect(days).toHaveLength(count);
    expect([days[0], days.at(-1)]).toEqual([first, last]);
  });
});

describe("timesheetDays", () => {
  it("adds up each day's rota and records, with the gaps between records as breaks", () => {
    const days = timesheetDays(
      week("2026-11-02", "2026-11-09"),
      [shift("2026-11-02T09:00:00Z", "2026-11-02T17:00:00Z"), shift("2026-11-04T08:00:00Z", "2026-11-04T12:00:00Z")],
      [
        record("2026-11-02T09:00:00Z", "2026-11-02T12:00:00Z"),
        record("2026-11-02T12:30:00Z", "2026-11-02T17:15:00Z"),
        record("2026-11-03T10:00:00Z", "2026-11-03T11:00:59Z"),
        // Outside the period: not counted.
        record("2026-11-09T09:00:00Z", "2026-11-09T10:00:00Z"),
      ],
    );
    expect(days.map((day) => day.date)).toEqual([
      "2026-11-02",
      "2026-11-03",
      "2026-11-04",
      "2026-11-05",
      "2026-11-06",
      "2026-11-07",
      "2026-11-08",
    ]);
    expect(days[0]).toEqual({
      date: "2026-11-02",
      rosteredMinutes: 480,
      workedMinutes: 465,
      breakMinutes: 30,
      differenceMinutes: -15,
    });
    // Whole minutes, rounded down.
    expect(days[1]).toMatchObject({ rosteredMinutes: 0, workedMinutes: 60, breakMinutes: 0, differenceMinutes: 60 });
    expect(days[2]).toMatchObject({ rosteredMinutes: 240, workedMinutes: 0, differenceMinutes: -240 });
    expect(dayTotals(days)).toEqual({
      rosteredMinutes: 720,
      workedMinutes: 525,
      breakMinutes: 30,
      differenceMinutes: -195,
    });
  });

  it("counts a record across midnight whole on the day it starts", () => {
    const days = timesheetDays(
      week("2026-11-02", "2026-11-09"),
      [],
      [record("2026-11-04T22:00:00Z", "2026-11-05T02:00:00Z")],
    );
    expect(days.find((day) => day.date === "2026-11-04")?.workedMinutes).toBe(240);
    expect(days.find((day) => day.date === "2026-11-05")?.workedMinutes).toBe(0);
  });

  it("reads the day the clocks go forward (23 hours) in Irish time", () => {
    const days = timesheetDays(
      week("2026-03-23", "2026-03-30"),
      // 00:00 to 09:00 on the wall clock is 8 hours: 01:00 to 02:00 never happens.
      [shift("2026-03-29T00:00:00Z", "2026-03-29T08:00:00Z")],
      [
        // 23:30 Irish time on Sunday to 01:30 on Monday: Sunday's, 2 hours.
        record("2026-03-29T22:30:00Z", "2026-03-30T00:30:00Z"),
        // 00:30 Irish time on Monday: the next week.
        record("2026-03-29T23:30:00Z", "2026-03-30T01:00:00Z"),
        // Monday 23 March is still winter time: 00:30 UTC is 00:30 in Dublin.
        record("2026-03-23T00:30:00Z", "2026-03-23T01:30:00Z"),
      ],
    );
    expect(days).toHaveLength(7);
    expect(days[0]).toMatchObject({ date: "2026-03-23", workedMinutes: 60 });
    expect(days[6]).toEqual({
      date: "2026-03-29",
      rosteredMinutes: 480,
      workedMinutes: 120,
      breakMinutes: 0,
      differenceMinutes: -360,
    });
  });

  it("reads the day the clocks go back (25 hours) in Irish time", () => {
    const days = timesheetDays(
      week("2026-10-19", "2026-10-26"),
      [],
      [
        // 00:30 Irish summer time on Monday 19 October (23:30 UTC on the Sunday): Monday's.
        record("2026-10-18T23:30:00Z", "2026-10-19T00:30:00Z"),
        // Sunday 25 October runs from 23:00 UTC on the 24th to midnight UTC on the 26th.
        record("2026-10-24T23:30:00Z", "2026-10-25T01:30:00Z"),
        record("2026-10-25T23:30:00Z", "2026-10-26T01:00:00Z"),
      ],
    );
    expect(days[0]).toMatchObject({ date: "2026-10-19", workedMinutes: 60 });
    expect(days[6]).toEqual({
      date: "2026-10-25",
      rosteredMinutes: 0,
      workedMinutes: 210,
      breakMinutes: 22 * 60,
      differenceMinutes: 210,
    });
  });
});
