import { describe, expect, it } from "vitest";
import { createAppTheme } from "./theme";
import { cssProperty, themeVariablesCss } from "./theme-variables";

// The static stylesheet must carry every variable MUI would have injected at
// run time: the public pages' CSS modules and the MUI parts loaded later both read them.
function declared(css: string): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const [, name, value] of css.matchAll(/([\w-]+):([^;{}]*);/g)) declarations.set(name!, value!);
  return declarations;
}

describe("themeVariablesCss", () => {
  it("declares every CSS variable (and the colour scheme) of the theme, with the theme's values", () => {
    const theme = createAppTheme("ltr");
    const variables = declared(themeVariablesCss("ltr"));
    const expected = theme
      .generateStyleSheets()
      .flatMap((sheet) =>
        Object.values(sheet as Record<string, Record<string, string | number>>).flatMap((body) => Object.entries(body)),
      );
    expect(expected.length).toBeGreaterThan(150);
    for (const [name, value] of expected) expect(variables.get(cssProperty(name)), name).toBe(String(value));
    expect(variables.get("color-scheme")).toBe("light");
    expect(variables.get("--mui-palette-primary-main")).toBe("#007a52");
    expect(variables.get("--mui-palette-background-default")).toBe("#f7f9f8");
  });

  it("is valid CSS: balanced rules on :root", () => {
    const css = themeVariablesCss("rtl");
    expect(css.startsWith(":root{")).toBe(true);
    expect(css.split("{").length).toBe(css.split("}").length);
    expect(css).not.toMatch(/undefined|\[object Object\]/);
  });

  it("uses the Arabic font stack right to left and the Latin one left to right", () => {
    const rtl = declared(themeVariablesCss("rtl")).get("--mui-font-body1");
    const ltr = declared(themeVariablesCss("ltr")).get("--mui-font-body1");
    expect(rtl).toContain("Noto Sans Arabic");
    expect(ltr).not.toContain("Noto Sans Arabic");
    expect(ltr).toMatch(/^400 1rem\/1\.5 /);
  });
});
