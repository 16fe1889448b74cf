import { describe, expect, it } from "vitest";
import type { ShiftItem } from "@/lib/client/queries/rota";
import { boardRows, shiftsByCleanerAndDay } from "./board-rows";

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
