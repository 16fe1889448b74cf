import { describe, expect, it } from "vitest";
import { irishHolidays, isIrishDayOff } from "./irish-holidays";

const days = (year: number) => irishHolidays(year).map((day) => day.toISOString().slice(0, 10));
const day = (text: string) => new Date(`${text}T00:00:00.000Z`);

describe("irishHolidays", () => {
  it("lists 2026's ten, St Stephen's Day on a Saturday taken on the Monday", () => {
    expect(days(2026)).toEqual([
      "2026-01-01",
      "2026-02-02", // St Brigid's Day: 1 February is a Sunday, so the first Monday
      "2026-03-17",
      "2026-04-06", // Easter Monday (Easter Sunday 5 April)
      "2026-05-04",
      "2026-06-01",
      "2026-08-03",
      "2026-10-26", // the last Monday of October
      "2026-12-25",
      "2026-12-28",
    ]);
  });

  it("keeps St Brigid's Day on 1 February when that is a Friday", () => {
    expect(days(2030)[1]).toBe("2030-02-01");
    expect(days(2027)[1]).toBe("2027-02-01"); // a Monday itself
    expect(days(2025)[1]).toBe("2025-02-03");
  });

  it("finds Easter Monday, early and late", () => {
    expect(days(2027)).toContain("2027-03-29"); // Easter 28 March
    expect(days(2025)).toContain("2025-04-21"); // Easter 20 April
    expect(days(2038)).toContain("2038-04-26"); // Easter 25 April, the latest it falls
    expect(days(2008)).toContain("2008-03-24"); // Easter 23 March
  });

  it("moves Christmas and St Stephen's Day on a weekend to the Monday and the Tuesday", () => {
    // Christmas on a Saturday.
    expect(days(2027).slice(-2)).toEqual(["2027-12-27", "2027-12-28"]);
    // Christmas on a Sunday: St Stephen's Day keeps its Monday, Christmas takes the Tuesday.
    expect(days(2022).slice(-2)).toEqual(["2022-12-26", "2022-12-27"]);
    // New Year's Day on a Saturday.
    expect(days(2028)[0]).toBe("2028-01-03");
  });
});

describe("isIrishDayOff", () => {
  it("is a weekend or a public holiday", () => {
    expect(isIrishDayOff(day("2026-12-25"))).toBe(true); // Christmas, a Friday
    expect(isIrishDayOff(day("2026-12-26"))).toBe(true); // a Saturday
    expect(isIrishDayOff(day("2026-12-28"))).toBe(true); // St Stephen's Day taken
    expect(isIrishDayOff(day("2026-12-29"))).toBe(false);
    expect(isIrishDayOff(day("2026-03-17"))).toBe(true);
    expect(isIrishDayOff(day("2026-03-18"))).toBe(false);
  });
});
