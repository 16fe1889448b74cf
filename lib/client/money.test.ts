import { describe, expect, it } from "vitest";
import { centsToEuroText, euroTextToCents } from "./money";

describe("euro text and cents", () => {
  it.each([
    ["12", 1200],
    ["12.5", 1250],
    ["12,50", 1250],
    ["€ 1,234.56", 123456],
    ["1.234,56", 123456],
    ["0.07", 7],
    ["19.99", 1999],
  ])("%s is %i cents", (text, cents) => {
    expect(euroTextToCents(text)).toBe(cents);
  });

  it.each(["", "abc", "12.345", "1,2,3", "--5"])("%j is not an amount", (text) => {
    expect(euroTextToCents(text)).toBeNull();
  });

  it("writes cents back as euro with two decimals", () => {
    expect(centsToEuroText(1999)).toBe("19.99");
    expect(centsToEuroText(0)).toBe("0.00");
    expect(centsToEuroText(null)).toBe("");
  });
});
