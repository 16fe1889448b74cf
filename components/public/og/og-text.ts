import "server-only";
import type { Glyph } from "fontkit";
import type { Locale } from "@/lib/i18n/routing";
import type { FontRole, FontWeight } from "@/lib/server/pdf/fonts";
import {
  shapeLine,
  wrapParagraph,
  type Direction,
  type ShapedLine,
  type TextStyle,
} from "@/lib/server/pdf/text-layout";

// Text of a share image drawn as vector outlines. The image renderer (satori)
// neither joins Arabic letters nor loads Noto Naskh Arabic at all (its font
// parser stops at the font's contextual tables), and it fetches Google Fonts
// for any character its fonts lack. So the text goes through the invoices'
// layout instead (text-layout.ts: fontkit shaping, bidi order, line
// wrapping, the same Noto fonts from npm), and each glyph's outline becomes
// part of one SVG path: every language takes the same road, and nothing is
// downloaded while the site builds.

export type TextBlockOptions = {
  size: number;
  weight: FontWeight;
  direction: Direction;
  // The width the lines may take, and how many of them; the last line of
  // longer text ends in an ellipsis.
  width: number;
  maxLines: number;
  lineHeight: number;
};

export type TextBlock = {
  // Outlines of all the lines, in pixels from the block's top left corner.
  path: string;
  width: number;
  height: number;
  lines: number;
  // Whether the text took more lines than allowed (the last one ends in "…").
  isCut: boolean;
};

// Where a character no script claims (punctuation) is looked for: as in the invoices.
export function fontFallback(locale: Locale): FontRole[] {
  return locale === "ar" ? ["latin", "arabic", "cjk"] : ["latin", "cjk", "arabic"];
}

const ELLIPSIS = "…";
const round = (value: number) => Math.round(value * 10) / 10;

// Cuts the last line allowed until it and an ellipsis fit.
function ellipsize(line: string, style: TextStyle, width: number): string {
  const characters = [...line];
  while (characters.length > 0) {
    const candidate = `${characters.join("").trimEnd()}${ELLIPSIS}`;
    if (shapeLine(candidate, style).width <= width) return candidate;
    characters.pop();
  }
  return ELLIPSIS;
}

function wrapLines(text: string, style: TextStyle, width: number, maxLines: number) {
  const lines = wrapParagraph(text.normalize("NFC").replace(/\s+/g, " ").trim(), width, style);
  if (lines.length <= maxLines) return { lines, isCut: false };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = ellipsize(`${kept[maxLines - 1]} ${lines[maxLines]}`, style, width);
  return { lines: kept, isCut: true };
}

function glyphPath(glyph: Glyph, x: number, baseline: number, scale: number): string {
  const point = (args: number[], index: number) =>
    `${round(x + args[index]! * scale)} ${round(baseline - args[index + 1]! * scale)}`;
  return glyph.path.commands
    .map(({ command, args }) => {
      switch (command) {
        case "moveTo":
          return `M${point(args, 0)}`;
        case "lineTo":
          return `L${point(args, 0)}`;
        case "quadraticCurveTo":
          return `Q${point(args, 0)} ${point(args, 2)}`;
        case "bezierCurveTo":
          return `C${point(args, 0)} ${point(args, 2)} ${point(args, 4)}`;
        case "closePath":
          return "Z";
      }
    })
    .join("");
}

function linePath(line: ShapedLine, left: number, baseline: number, size: number): string {
  const parts: string[] = [];
  let pen = left;
  for (const run of line.runs) {
    const scale = size / run.font.unitsPerEm;
    run.glyphs.forEach((glyph, index) => {
      const position = run.positions[index]!;
      parts.push(glyphPath(glyph, pen + position.xOffset * scale, baseline - position.yOffset * scale, scale));
      pen += position.xAdvance * scale;
    });
  }
  return parts.join("");
}

// Lines start at the block's left edge, or its right edge in a right-to-left
// language; each baseline sits so that the line's letters look centred in
// their line height.
export function textBlock(text: string, fallback: readonly FontRole[], options: TextBlockOptions): TextBlock {
  const { size, weight, direction, width, maxLines, lineHeight } = options;
  const style: TextStyle = { size, weight, direction, fallback };
  const wrapped = wrapLines(text, style, width, maxLines);
  const lines = wrapped.lines.map((line) => shapeLine(line, style));
  const path = lines
    .map((line, index) => {
      const left = direction === "rtl" ? width - line.width : 0;
      const baseline = index * lineHeight + lineHeight / 2 + size * 0.36;
      return linePath(line, left, baseline, size);
    })
    .join("");
  return { path, width, height: lines.length * lineHeight, lines: lines.length, isCut: wrapped.isCut };
}
