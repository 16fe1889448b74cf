import "server-only";
import path from "node:path";
import * as fontkit from "fontkit";

// The fonts embedded in generated PDFs (invoices). They come from npm
// packages (OFL-1.1, see public/CREDITS.md), so `npm install` is all a server
// needs: nothing is downloaded at run time and no system font is used.
// - Noto Sans: Latin, Vietnamese and the common punctuation and symbols (€);
// - Noto Naskh Arabic: Arabic, with the OpenType tables that join the letters;
// - Noto Sans Hans (GB 2312 subset of Noto Sans CJK SC): Simplified Chinese.
// Only the glyphs a document uses are embedded (a subset of each font).

export type FontRole = "latin" | "arabic" | "cjk";
export type FontWeight = "regular" | "bold";

// Literal paths from the project root (the servers and tests run there), so
// that the build's file tracing can see them.
const FONT_FILES: Record<FontRole, Record<FontWeight, string>> = {
  latin: {
    regular: "node_modules/@embedpdf/fonts-latin/fonts/NotoSans-Regular.ttf",
    bold: "node_modules/@embedpdf/fonts-latin/fonts/NotoSans-Bold.ttf",
  },
  arabic: {
    regular: "node_modules/@embedpdf/fonts-arabic/fonts/NotoNaskhArabic-Regular.ttf",
    bold: "node_modules/@embedpdf/fonts-arabic/fonts/NotoNaskhArabic-Bold.ttf",
  },
  cjk: {
    regular: "node_modules/@embedpdf/fonts-sc/fonts/NotoSansHans-Regular.otf",
    bold: "node_modules/@embedpdf/fonts-sc/fonts/NotoSansHans-Bold.otf",
  },
};

const loaded = new Map<string, fontkit.Font>();

// A font is read once per process, when a document first needs it (the CJK
// fonts are 8 MB each: a Latin-only invoice never loads them).
export function loadFont(role: FontRole, weight: FontWeight): fontkit.Font {
  const key = `${role}-${weight}`;
  let font = loaded.get(key);
  if (!font) {
    const opened = fontkit.openSync(path.join(process.cwd(), FONT_FILES[role][weight]));
    if ("fonts" in opened) throw new Error(`${FONT_FILES[role][weight]} is a font collection`);
    font = opened;
    loaded.set(key, font);
  }
  return font;
}

export type FontSet = (role: FontRole) => fontkit.Font;

export const fontSet =
  (weight: FontWeight): FontSet =>
  (role) =>
    loadFont(role, weight);
