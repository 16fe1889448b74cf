import { createAppTheme } from "./theme";

type Declarations = { [property: string]: string | number | Declarations };

// Style objects name plain properties in camelCase (colorScheme); custom properties stay as written.
export const cssProperty = (key: string) =>
  key.startsWith("--") ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function serialize(selector: string, body: Declarations): string {
  const inner = Object.entries(body)
    .map(([key, value]) => (typeof value === "object" ? serialize(key, value) : `${cssProperty(key)}:${value};`))
    .join("");
  return `${selector}{${inner}}`;
}

const cache = new Map<"ltr" | "rtl", string>();

// The theme's CSS variables (--mui-palette-*, --mui-font-*, --mui-shadows-*
// ...), the same MUI would inject at run time, as a stylesheet written on the
// server. The public pages' static parts are styled by CSS modules over
// these variables and need no MUI code in the browser; MUI components loaded
// later read the same variables.
export function themeVariablesCss(direction: "ltr" | "rtl"): string {
  let css = cache.get(direction);
  if (!css) {
    const sheets = createAppTheme(direction).generateStyleSheets() as Record<string, Declarations>[];
    css = sheets
      .flatMap((sheet) => Object.entries(sheet).map(([selector, body]) => serialize(selector, body)))
      .join("");
    cache.set(direction, css);
  }
  return css;
}

export function ThemeVariables({ direction }: { direction: "ltr" | "rtl" }) {
  return <style id="theme-variables" dangerouslySetInnerHTML={{ __html: themeVariablesCss(direction) }} />;
}
