import { describe, expect, it } from "vitest";
import { dayOf, rangeIndex, sumMinutes, weekOf, weeksUpTo } from "./weeks";

const at = (iso: string) => new Date(iso);
const iso = (range: { from: Date; to: Date }) => [range.from.toISOString(), range.to.toISOString()];

describe("overview weeks (Europe/Dublin, Monday to Sunday)", () => {
  it.each([
    // Summer time: Monday 00:00 in Dublin is 23:00 UTC on Sunday.
    [
      "a summer Sunday 23:30 in Dublin",
      "2026-06-07T22:30:00Z",
      "2026-06-01",
      "2026-05-31T23:00:00.000Z",
      "2026-06-07T23:00:00.000Z",
    ],
    [
      "a summer Monday 00:30 in Dublin",
      "2026-06-07T23:30:00Z",
      "2026-06-08",
      "2026-06-07T23:00:00.000Z",
      "2026-06-14T23:00:00.000Z",
    ],
    // The week the clocks go forward (29 March 2026) has 167 hours, the one they go back (25 October) 169.
    [
      "the week of the spring change",
      "2026-03-29T12:00:00Z",
      "2026-03-23",
      "2026-03-23T00:00:00.000Z",
      "2026-03-29T23:00:00.000Z",
    ],
    [
      "the week of the autumn change",
      "2026-10-25T12:00:00Z",
      "2026-10-19",
      "2026-10-18T23:00:00.000Z",
      "2026-10-26T00:00:00.000Z",
    ],
    ["a winter week", "2026-11-24T10:00:00Z", "2026-11-23", "2026-11-23T00:00:00.000Z", "2026-11-30T00:00:00.000Z"],
  ])("%s", (_case, instant, monday, from, to) => {
    const week = weekOf(at(instant));
    expect(week.monday).toBe(monday);
    expect(iso(week)).toEqual([from, to]);
  });

  it("lists twelve consecutive weeks ending with the current one, oldest first", () => {
    const weeks = weeksUpTo(at("2026-11-24T10:00:00Z"), 12);
    expect(weeks.map((week) => week.monday)).toEqual([
      "2026-09-07",
      "2026-09-14",
      "2026-09-21",
      "2026-09-28",
      "2026-10-05",
      "2026-10-12",
      "2026-10-19",
      "2026-10-26",
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
      "2026-11-23",
    ]);
    for (let index = 1; index < weeks.length; index += 1) {
      expect(weeks[index]!.from).toEqual(weeks[index - 1]!.to);
    }
    expect(rangeIndex(weeks, at("2026-10-18T23:00:00Z"))).toBe(6);
    expect(rangeIndex(weeks, at("2026-10-18T22:59:59.999Z"))).toBe(5);
    expect(rangeIndex(weeks, at("2026-11-30T00:00:00Z"))).toBe(-1);
  });

  it("takes the Dublin day of an instant, 23 hours on the day the clocks go forward", () => {
    expect(iso(dayOf(at("2026-03-29T12:00:00Z")))).toEqual(["2026-03-29T00:00:00.000Z", "2026-03-29T23:00:00.000Z"]);
  });

  it("adds whole minutes, each range rounded down", () => {
    const ranges = [
      { from: at("2026-11-23T09:00:00Z"), to: at("2026-11-23T09:45:59Z") },
      { from: at("2026-11-23T10:00:00Z"), to: at("2026-11-23T12:30:00Z") },
    ];
    expect(sumMinutes(ranges)).toBe(45 + 150);
  });
});
