import { describe, expect, it } from "vitest";
import { bestInk, toHex } from "./contrast";

describe("bestInk", () => {
  it("picks the ink that reads better and rates it", () => {
    expect(bestInk("#005c3d")).toMatchObject({ ink: "light", level: "aa" });
    expect(bestInk("#f7f9f8")).toMatchObject({ ink: "dark", level: "aa" });
    expect(bestInk("rgb(21, 40, 66)")).toMatchObject({ ink: "light", level: "aa" });
  });

  it("rates mid-tones by the WCAG thresholds", () => {
    // #767676 has 4.5:1 on white; #7a7a7a reaches only about 4.3:1 with either ink.
    expect(bestInk("#767676").level).toBe("aa");
    expect(bestInk("#7a7a7a")).toMatchObject({ ink: "light", level: "large" });
  });
});

describe("toHex", () => {
  it("turns rgb() into hex and leaves hex alone", () => {
    expect(toHex("rgb(75, 97, 127)")).toBe("#4b617f");
    expect(toHex("#00875a")).toBe("#00875a");
  });
});
