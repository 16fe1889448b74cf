import { describe, expect, it } from "vitest";
import { niceTicks } from "./chart-scale";

describe("niceTicks", () => {
  it("rounds the top up to a whole step", () => {
    expect(niceTicks(110)).toEqual([0, 20, 40, 60, 80, 100, 120]);
    expect(niceTicks(100)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(13)).toEqual([0, 2, 4, 6, 8, 10, 12, 14]);
    expect(niceTicks(7)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("has a single tick for an empty chart", () => {
    expect(niceTicks(0)).toEqual([0]);
  });
});
