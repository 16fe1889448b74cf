import { describe, expect, it } from "vitest";
import { readSettingsCookie, settingsCookieValue } from "./settings-cookie";

describe("the settings cookie", () => {
  it("carries the stored choices the server can apply, and nothing else", () => {
    const stored = JSON.stringify({
      mode: "dark",
      contrast: "bold",
      layout: "mini",
      preset: "purple",
      stretch: true,
      direction: "rtl",
    });
    expect(readSettingsCookie(settingsCookieValue(stored))).toEqual({
      mode: "dark",
      contrast: "bold",
      layout: "mini",
      preset: "purple",
      stretch: true,
    });
    expect(readSettingsCookie(settingsCookieValue(null))).toEqual({});
  });

  it("drops unknown values and survives a broken cookie", () => {
    expect(readSettingsCookie(encodeURIComponent('{"mode":"sepia","preset":"gold","stretch":"yes"}'))).toEqual({});
    expect(readSettingsCookie("%7Bnot-json")).toEqual({});
    expect(readSettingsCookie("%E0%A4%A")).toEqual({});
    expect(readSettingsCookie(undefined)).toEqual({});
    expect(readSettingsCookie(encodeURIComponent("[1,2]"))).toEqual({});
    // A broken entry in local storage copies as no choices at all.
    expect(settingsCookieValue("{not json")).toBe(encodeURIComponent("{}"));
    expect(settingsCookieValue('"dark"')).toBe(encodeURIComponent("{}"));
  });
});
