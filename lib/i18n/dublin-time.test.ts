import { describe, expect, it } from "vitest";
import {
  addDays,
  addWallMinutes,
  dublinDayStart,
  dublinMonday,
  fromDublinLocal,
  sameTimesDaysLater,
  toDublinLocal,
  wallMinutesBetween,
} from "./dublin-time";

describe("Dublin wall-clock time", () => {
  it.each([
    ["2026-01-15T09:30", "2026-01-15T09:30:00.000Z"], // winter: GMT
    ["2026-07-15T09:30", "2026-07-15T08:30:00.000Z"], // summer: IST, UTC+1
    ["2026-03-29T00:59", "2026-03-29T00:59:00.000Z"], // just before the clocks go forward
    ["2026-03-29T02:00", "2026-03-29T01:00:00.000Z"], // just after
    ["2026-10-25T01:30", "2026-10-25T00:30:00.000Z"], // happens twice: the first (summer) one
    ["2026-10-25T02:00", "2026-10-25T02:00:00.000Z"], // after the clocks went back
  ])("reads %s as %s and writes it back", (wall, iso) => {
    expect(fromDublinLocal(wall)?.toISOString()).toBe(iso);
    expect(toDublinLocal(new Date(iso))).toBe(wall);
  });

  it("reads a time the clocks skip as the same time an hour on", () => {
    expect(fromDublinLocal("2026-03-29T01:30")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(toDublinLocal(new Date("2026-03-29T01:30:00.000Z"))).toBe("2026-03-29T02:30");
  });

  it("refuses what is not a wall-clock time", () => {
    for (const text of ["", "2026-13-01T09:00", "09:30", "2026-01-15 09:30"]) expect(fromDublinLocal(text)).toBeNull();
  });
});

describe("Dublin days and weeks", () => {
  it("starts a summer day at 23:00 UTC the day before and a winter day at midnight", () => {
    expect(dublinDayStart("2026-07-01").toISOString()).toBe("2026-06-30T23:00:00.000Z");
    expect(dublinDayStart("2026-12-01").toISOString()).toBe("2026-12-01T00:00:00.000Z");
  });

  it("adds days across a month and a year end", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("finds the Monday of the Irish week, not the UTC one", () => {
    // Sunday 23:30 UTC in summer is already Monday 00:30 in Dublin.
    expect(dublinMonday(new Date("2026-07-05T23:30:00Z"))).toBe("2026-07-06");
    expect(dublinMonday(new Date("2026-07-05T22:30:00Z"))).toBe("2026-06-29");
    expect(dublinMonday(new Date("2026-11-29T12:00:00Z"))).toBe("2026-11-23");
  });
});

describe("the same wall-clock times some days later", () => {
  const times = (startsAt: string, endsAt: string) => ({ startsAt: new Date(startsAt), endsAt: new Date(endsAt) });
  const iso = ({ startsAt, endsAt }: { startsAt: Date; endsAt: Date }) => [
    startsAt.toISOString(),
    endsAt.toISOString(),
  ];

  it("keeps 09:00–13:00 across the change of the clocks, either way", () => {
    // Friday 27 March 2026, winter time → Monday 30 March, summer time.
    expect(iso(sameTimesDaysLater(times("2026-03-27T09:00:00Z", "2026-03-27T13:00:00Z"), 3))).toEqual([
      "2026-03-30T08:00:00.000Z",
      "2026-03-30T12:00:00.000Z",
    ]);
    // And back, to Friday.
    expect(iso(sameTimesDaysLater(times("2026-03-30T08:00:00Z", "2026-03-30T12:00:00Z"), -3))).toEqual([
      "2026-03-27T09:00:00.000Z",
      "2026-03-27T13:00:00.000Z",
    ]);
  });

  it("keeps a night shift's end on the next morning", () => {
    // Tuesday 22:00 – Wednesday 06:00 in winter, moved to Thursday.
    expect(iso(sameTimesDaysLater(times("2026-12-01T22:00:00Z", "2026-12-02T06:00:00Z"), 2))).toEqual([
      "2026-12-03T22:00:00.000Z",
      "2026-12-04T06:00:00.000Z",
    ]);
  });

  it("keeps the clock's hours when the shift itself spans the change", () => {
    // Saturday 28 March 22:00 – Sunday 06:00 (7 real hours, as the clocks go forward), a week on.
    expect(iso(sameTimesDaysLater(times("2026-03-28T22:00:00Z", "2026-03-29T05:00:00Z"), 7))).toEqual([
      "2026-04-04T21:00:00.000Z",
      "2026-04-05T05:00:00.000Z",
    ]);
  });

  it("adds wall-clock minutes and counts them", () => {
    expect(addWallMinutes("2026-12-31T23:30", 45)).toBe("2027-01-01T00:15");
    expect(wallMinutesBetween("2026-03-28T22:00", "2026-03-29T06:00")).toBe(480);
  });
});
