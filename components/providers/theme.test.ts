import { getContrastRatio } from "@mui/material/styles";
import { describe, expect, it } from "vitest";
import { palette, PRESETS } from "./theme";

// Links and headings are written in the primary colour on the page
// background and on white cards; buttons put white text on it. All of it
// must reach WCAG AA (4.5:1) in every colour preset.
describe("the colour presets are readable", () => {
  for (const [name, colours] of Object.entries(PRESETS)) {
    it(name, () => {
      expect(getContrastRatio(colours.main, palette.background.default)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(colours.main, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(colours.dark, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    });
  }

  it("the secondary colour carries white text", () => {
    expect(getContrastRatio(palette.secondary.main, palette.secondary.contrastText)).toBeGreaterThanOrEqual(4.5);
  });
});
