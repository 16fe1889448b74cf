import { getContrastRatio, rgbToHex } from "@mui/material/styles";

// WCAG 2.x contrast (MUI's getContrastRatio), for the palette swatches.
// https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio

export const LIGHT_INK = "#ffffff";
export const DARK_INK = "#1c1c1c";

export type ContrastLevel = "aa" | "large" | "fail";

// Text on a swatch takes whichever ink reads better, and says how well it reads:
// 4.5:1 for normal text, 3:1 for large text (WCAG 1.4.3).
export function bestInk(background: string): { ink: "light" | "dark"; ratio: number; level: ContrastLevel } {
  const light = getContrastRatio(background, LIGHT_INK);
  const dark = getContrastRatio(background, DARK_INK);
  const ratio = Math.max(light, dark);
  const level = ratio >= 4.5 ? "aa" : ratio >= 3 ? "large" : "fail";
  return { ink: light >= dark ? "light" : "dark", ratio, level };
}

// MUI derives some shades as rgb(); the guide shows every colour as hex.
export function toHex(colour: string): string {
  return colour.startsWith("#") ? colour : rgbToHex(colour);
}
