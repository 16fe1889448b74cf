import { describe, expect, it } from "vitest";
import { centsToEuroText, euroTextToCents, hasDecimalComma, hasEuroSignAfter } from "./money";

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

  it("writes them with the decimal comma of the languages that use one, and reads them back", () => {
    expect(["en-IE", "fr", "vi", "zh-Hans", "ar"].filter(hasDecimalComma)).toEqual(["fr", "vi"]);
    expect(centsToEuroText(18050, true)).toBe("180,50");
    expect(centsToEuroText(0, true)).toBe("0,00");
    expect(euroTextToCents(centsToEuroText(123456, true))).toBe(123456);
  });

  it("knows which languages put the euro sign after the amount", () => {
    expect(["en-IE", "fr", "vi", "zh-Hans", "ar"].filter(hasEuroSignAfter)).toEqual(["fr", "vi", "ar"]);
  });
});
