import { getContrastRatio } from "@mui/material/styles";
import { describe, expect, it } from "vitest";
import { createAppTheme, DARK_BACKGROUNDS, DARK_ERROR, palette, PRESETS } from "./theme";

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

  // Dark mode: the lighter shade on every dark background, and black text on it.
  for (const [name, colours] of Object.entries(PRESETS)) {
    it(`${name} in dark mode`, () => {
      for (const background of Object.values(DARK_BACKGROUNDS).flatMap((shades) => Object.values(shades))) {
        expect(getContrastRatio(colours.onDark, background), background).toBeGreaterThanOrEqual(4.5);
      }
      const theme = createAppTheme("ltr", { mode: "dark", preset: name as keyof typeof PRESETS, cssVariables: false });
      expect(theme.palette.primary.main).toBe(colours.onDark);
      expect(getContrastRatio(theme.palette.primary.main, theme.palette.primary.contrastText)).toBeGreaterThanOrEqual(
        4.5,
      );
    });
  }

  it("the error colour in dark mode, on every dark background and under black text", () => {
    for (const background of Object.values(DARK_BACKGROUNDS).flatMap((shades) => Object.values(shades))) {
      expect(getContrastRatio(DARK_ERROR, background), background).toBeGreaterThanOrEqual(4.5);
    }
    const theme = createAppTheme("ltr", { mode: "dark", cssVariables: false });
    expect(theme.palette.error.main).toBe(DARK_ERROR);
    expect(getContrastRatio(DARK_ERROR, theme.palette.error.contrastText)).toBeGreaterThanOrEqual(4.5);
  });

  it("the secondary colour carries white text", () => {
    expect(getContrastRatio(palette.secondary.main, palette.secondary.contrastText)).toBeGreaterThanOrEqual(4.5);
  });
});
