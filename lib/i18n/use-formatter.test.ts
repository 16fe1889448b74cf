import { describe, expect, it } from "vitest";
import { TIME_ZONE } from "./locales";
import { evenSpaces, formatterFor } from "./use-formatter";

// 14 December 2026, 13:05 in Dublin (UTC in winter).
const visit = new Date("2026-12-14T13:05:00Z");
const long = {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
} as const;

describe("formatterFor", () => {
  it("writes English dates the Irish way: day before month, a 24-hour clock", () => {
    const text = formatterFor("en", TIME_ZONE).dateTime(visit, long);
    expect(text).toMatch(/^Monday,? 14 December 2026/);
    expect(text).toContain("13:05");
    expect(text).not.toMatch(/PM/);
  });

  it("writes Chinese dates in Chinese (`cn` is not a tag Intl knows)", () => {
    const text = formatterFor("cn", TIME_ZONE).dateTime(visit, long);
    expect(text).toContain("2026年12月14日");
    expect(text).toContain("星期一");
  });

  it("writes French and Vietnamese dates in their language", () => {
    expect(formatterFor("fr", TIME_ZONE).dateTime(visit, long)).toContain("lundi 14 décembre 2026");
    expect(formatterFor("vi", TIME_ZONE).dateTime(visit, long)).toMatch(/Thứ Hai/);
  });

  it("shows the time in Irish time whatever the computer's zone", () => {
    const summer = new Date("2026-07-01T08:00:00Z");
    expect(formatterFor("en", TIME_ZONE).dateTime(summer, { hour: "numeric", minute: "2-digit" })).toBe("9:00");
  });

  it("writes a range with the spaces every browser writes, whatever the runtime's ICU", () => {
    // Node's ICU puts thin spaces (U+2009) around the dash in Arabic and French;
    // Chromium's put plain ones. The same text on both keeps hydration whole.
    const time = { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" } as const;
    const [start, end] = [new Date("2026-12-14T08:00:00Z"), new Date("2026-12-14T12:00:00Z")];
    for (const locale of ["ar", "fr", "en", "vi", "cn"] as const) {
      const range = formatterFor(locale, TIME_ZONE).dateTimeRange(start, end, time);
      expect(range, locale).not.toMatch(/[\u2009\u202f]/);
      expect(formatterFor(locale, TIME_ZONE).dateTime(visit, long), locale).not.toMatch(/[\u2009\u202f]/);
    }
    expect(formatterFor("ar", TIME_ZONE).dateTimeRange(start, end, time)).toMatch(/ص – 12:00/);
    expect(evenSpaces("8:00\u2009–\u200912:00\u202fPM")).toBe("8:00 – 12:00\u00a0PM");
  });

  it("keeps one formatter per language and zone", () => {
    expect(formatterFor("fr", TIME_ZONE)).toBe(formatterFor("fr", TIME_ZONE));
    expect(formatterFor("fr", TIME_ZONE)).not.toBe(formatterFor("vi", TIME_ZONE));
  });
});
