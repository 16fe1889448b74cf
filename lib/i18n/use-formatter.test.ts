import { describe, expect, it } from "vitest";
import { TIME_ZONE } from "./locales";
import { formatterFor } from "./use-formatter";

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

  it("keeps one formatter per language and zone", () => {
    expect(formatterFor("fr", TIME_ZONE)).toBe(formatterFor("fr", TIME_ZONE));
    expect(formatterFor("fr", TIME_ZONE)).not.toBe(formatterFor("vi", TIME_ZONE));
  });
});
