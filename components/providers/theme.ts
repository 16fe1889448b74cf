import { createTheme, type ThemeOptions as MuiThemeOptions } from "@mui/material/styles";
import { palette } from "./palette";

// All design tokens in one place (house style: Minimal UI's theme split);
// the brand's colours in ./palette.ts, which the share images use too.
export { palette };

// Colour presets of the dashboard's settings drawer (spec §2); each keeps
// white text readable on its main colour. In dark mode the primary colour is
// `onDark`, a lighter shade: links, outlined buttons and headings in it are
// read on dark paper (the main colours reach under 3:1 there), and contained
// buttons carry black text on it.
export const PRESETS = {
  default: { main: "#007a52", light: "#3fb68b", dark: "#005c3d", onDark: "#3fb68b" },
  cyan: { main: "#006c9c", light: "#3d9cc4", dark: "#004b6e", onDark: "#3d9cc4" },
  purple: { main: "#6b2fd1", light: "#9a6fe4", dark: "#4a1f94", onDark: "#a884ee" },
  blue: { main: "#1d5bc7", light: "#5b8ce0", dark: "#123f8e", onDark: "#5b8ce0" },
  orange: { main: "#b45309", light: "#d97f3a", dark: "#7c3a06", onDark: "#d97f3a" },
  red: { main: "#c62828", light: "#e05a5a", dark: "#8e1b1b", onDark: "#ea7070" },
} as const;

// The error colour in dark mode, readable on every dark background.
export const DARK_ERROR = "#e57373";

// The dark backgrounds (default and bold contrast): the page and the cards.
export const DARK_BACKGROUNDS = {
  default: { default: "#141a21", paper: "#1c252e" },
  bold: { default: "#0b0f14", paper: "#141a21" },
} as const;

export type PresetName = keyof typeof PRESETS;

export type ThemeOptions = {
  direction: "ltr" | "rtl";
  mode?: "light" | "dark";
  contrast?: "default" | "bold";
  preset?: PresetName;
  // The dashboard nests its own theme and leaves CSS variables to the root one.
  cssVariables?: boolean;
};

// The device's own fonts: nothing to download before the first paint and no
// layout shift when a web font arrives (Lighthouse mobile targets, issue #3).
// Every platform's UI font covers Latin, Vietnamese, Chinese and Arabic.
const latinStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "PingFang SC", "Microsoft YaHei", sans-serif';
const arabicStack = 'system-ui, -apple-system, "Segoe UI", Tahoma, "Noto Sans Arabic", "Geeza Pro", Arial, sans-serif';

// `extra` is merged last (the dashboard's translated texts of MUI's own controls).
export function createAppTheme(
  direction: "ltr" | "rtl",
  options: Omit<ThemeOptions, "direction"> = {},
  extra: MuiThemeOptions = {},
) {
  const { mode = "light", contrast = "default", preset = "default", cssVariables = true } = options;
  const isDark = mode === "dark";
  const isBold = contrast === "bold";
  return createTheme(
    {
      direction,
      cssVariables,
      palette: {
        mode,
        primary: isDark
          ? // MUI derives the lighter and darker shades (hover) from it.
            { main: PRESETS[preset].onDark, contrastText: "#000000" }
          : {
              main: PRESETS[preset].main,
              light: PRESETS[preset].light,
              dark: PRESETS[preset].dark,
              contrastText: "#ffffff",
            },
        secondary: palette.secondary,
        // MUI's dark red (#f44336) is 4.2:1 on dark paper: "Decline" and error text were faint.
        ...(isDark && { error: { main: DARK_ERROR, contrastText: "#000000" } }),
        background: isDark
          ? { ...DARK_BACKGROUNDS[isBold ? "bold" : "default"] }
          : { default: isBold ? "#ffffff" : palette.background.default, paper: "#ffffff" },
        ...(isBold && {
          text: isDark ? { primary: "#ffffff", secondary: "#d0d7de" } : { primary: "#000000", secondary: "#2b3540" },
        }),
        ...(isBold && { divider: isDark ? "rgba(255,255,255,0.3)" : "rgba(0,0,0,0.3)" }),
      },
      shape: { borderRadius: 10 },
      // Dialogs, drawers, menus, collapsing panels and ripples appear at once
      // when the device asks for less motion (WCAG 2.3.3); spinners keep turning.
      motion: { reducedMotion: "system" },
      typography: {
        fontFamily: direction === "rtl" ? arabicStack : latinStack,
        h1: { fontSize: "2.25rem", fontWeight: 700, lineHeight: 1.2 },
        h2: { fontSize: "1.75rem", fontWeight: 700, lineHeight: 1.25 },
        h3: { fontSize: "1.375rem", fontWeight: 600 },
        button: { textTransform: "none", fontWeight: 600 },
      },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiTextField: { defaultProps: { fullWidth: true } },
        // A ring round whatever the keyboard focused (buttons, icon buttons, menu entries,
        // checkboxes): MUI's own sign, a faint ripple, was hard to see, and on the
        // menu's current entry next to none. Inside lists and menus it is drawn inside the
        // entry, which fills the width.
        MuiButtonBase: {
          styleOverrides: {
            root: ({ theme }) => ({
              "&.Mui-focusVisible": {
                outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
                outlineOffset: 2,
              },
            }),
          },
        },
        MuiListItemButton: { styleOverrides: { root: { "&.Mui-focusVisible": { outlineOffset: -2 } } } },
        MuiMenuItem: { styleOverrides: { root: { "&.Mui-focusVisible": { outlineOffset: -2 } } } },
      },
    },
    extra,
  );
}

// The theme is built with CSS variables (cssVariables: true); this tells
// MUI's types so, which gives ThemeProvider its CSS-variable props.
declare module "@mui/material/styles" {
  interface CssThemeVariables {
    enabled: true;
  }
}
