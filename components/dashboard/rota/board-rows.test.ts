import { describe, expect, it } from "vitest";
import type { ShiftItem } from "@/lib/client/queries/rota";
import { boardMove, boardRows, shiftsByCleanerAndDay } from "./board-rows";

const shift = (id: string, cleanerId: string, name: string, startsAt: string) =>
  ({ id, cleanerId, cleaner: { id: cleanerId, name }, startsAt, endsAt: startsAt }) as unknown as ShiftItem;

describe("the rota board's rows", () => {
  it("lists the cleaners given and anyone else with a shift, by name, once each", () => {
    const rows = boardRows(
      [
        { id: "c", name: "Seán Murphy" },
        { id: "a", name: "Aoife Byrne" },
      ],
      [
        shift("1", "c", "Seán Murphy", "2027-06-08T08:00:00.000Z"),
        // A cleaner who has left since, with a shift this week.
        shift("2", "b", "Niamh Kelly", "2027-06-08T08:00:00.000Z"),
        shift("3", "b", "Niamh Kelly", "2027-06-09T08:00:00.000Z"),
      ],
    );
    expect(rows).toEqual([
      { id: "a", name: "Aoife Byrne" },
      { id: "b", name: "Niamh Kelly" },
      { id: "c", name: "Seán Murphy" },
    ]);
  });
});

describe("the rota board's cells", () => {
  it("puts each shift on its Irish day, in order of start", () => {
    const cells = shiftsByCleanerAndDay([
      shift("late", "a", "Aoife Byrne", "2027-06-08T13:00:00.000Z"),
      shift("early", "a", "Aoife Byrne", "2027-06-08T07:00:00.000Z"),
      // 00:30 on Wednesday 9 June in Irish summer time, 23:30 UTC on the 8th.
      shift("night", "a", "Aoife Byrne", "2027-06-08T23:30:00.000Z"),
      shift("other", "b", "Niamh Kelly", "2027-06-08T07:00:00.000Z"),
    ]);
    const ids = (cleanerId: string, day: string) =>
      cells
        .get(cleanerId)
        ?.get(day)
        ?.map((item) => item.id);
    expect(ids("a", "2027-06-08")).toEqual(["early", "late"]);
    expect(ids("a", "2027-06-09")).toEqual(["night"]);
    expect(ids("b", "2027-06-08")).toEqual(["other"]);
  });
});

describe("a shift dropped in another cell of the board", () => {
  const timed = (startsAt: string, endsAt: string) =>
    ({ ...shift("s", "a", "Aoife Byrne", startsAt), endsAt }) as ShiftItem;

  it("moves to the other day at the same Irish times, across the change of the clocks", () => {
    // Friday 23 October, summer time, 09:00–13:00 → Monday 26 October, winter time.
    expect(boardMove(timed("2026-10-23T08:00:00.000Z", "2026-10-23T12:00:00.000Z"), "a", "2026-10-26")).toEqual({
      id: "s",
      startsAt: "2026-10-26T09:00:00.000Z",
      endsAt: "2026-10-26T13:00:00.000Z",
    });
  });

  it("a night shift starting at 00:30 Irish time belongs to its Irish day", () => {
    // Wednesday 9 June 00:30–04:00 (23:30 UTC on the 8th) → Friday 11 June.
    expect(boardMove(timed("2027-06-08T23:30:00.000Z", "2027-06-09T03:00:00.000Z"), "a", "2027-06-11")).toEqual({
      id: "s",
      startsAt: "2027-06-10T23:30:00.000Z",
      endsAt: "2027-06-11T03:00:00.000Z",
    });
  });

  it("to another cleaner on the same day sends only the cleaner", () => {
    expect(boardMove(timed("2027-06-08T08:00:00.000Z", "2027-06-08T12:00:00.000Z"), "b", "2027-06-08")).toEqual({
      id: "s",
      cleanerId: "b",
    });
  });

  it("to another cleaner and day sends both", () => {
    expect(boardMove(timed("2027-06-08T08:00:00.000Z", "2027-06-08T12:00:00.000Z"), "b", "2027-06-07")).toEqual({
      id: "s",
      cleanerId: "b",
      startsAt: "2027-06-07T08:00:00.000Z",
      endsAt: "2027-06-07T12:00:00.000Z",
    });
  });

  it("dropped where it is, changes nothing", () => {
    expect(boardMove(timed("2027-06-08T08:00:00.000Z", "2027-06-08T12:00:00.000Z"), "a", "2027-06-08")).toBeNull();
  });
});
