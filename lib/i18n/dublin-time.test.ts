import { describe, expect, it } from "vitest";
import { fromDublinLocal, toDublinLocal } from "./dublin-time";

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
