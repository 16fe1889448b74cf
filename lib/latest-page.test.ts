import { describe, expect, it } from "vitest";
import { readLatest } from "./latest-page";

// A list of `total` numbers, oldest (1) first, read a page at a time as the API pages it.
function pages(total: number) {
  const asked: number[] = [];
  const read = async (pageNumber: number, pageSize = 3) => {
    asked.push(pageNumber);
    const all = Array.from({ length: total }, (_, index) => index + 1);
    return { data: all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), totalRecords: total };
  };
  return { asked, read };
}

describe("readLatest", () => {
  it("reads one page when the whole list fits in it", async () => {
    const list = pages(3);
    expect(await readLatest(3, (n) => list.read(n))).toEqual({ data: [1, 2, 3], totalRecords: 3 });
    expect(list.asked).toEqual([1]);
  });

  it("gives the newest items, oldest first, from the last two pages of a longer list", async () => {
    const list = pages(8); // pages [1 2 3] [4 5 6] [7 8]
    expect(await readLatest(3, (n) => list.read(n))).toEqual({ data: [6, 7, 8], totalRecords: 8 });
    expect(list.asked.sort()).toEqual([1, 2, 3]);
  });

  it("gives a full last page alone when the list divides evenly", async () => {
    const list = pages(9);
    expect(await readLatest(3, (n) => list.read(n))).toEqual({ data: [7, 8, 9], totalRecords: 9 });
  });

  it("gives an empty list as it is", async () => {
    const list = pages(0);
    expect(await readLatest(3, (n) => list.read(n))).toEqual({ data: [], totalRecords: 0 });
  });
});
