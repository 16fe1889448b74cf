import "server-only";
import bidiFactory from "bidi-js";
import type { Font, Glyph, GlyphPosition } from "fontkit";
import { loadFont, type FontRole, type FontWeight } from "./fonts";

// Text as a PDF shows it: each line split into runs of one font and one
// direction, shaped by fontkit (Arabic letters joined, lam-alef ligatures,
// marks placed) and put in visual order by the Unicode bidirectional
// algorithm (bidi-js), so that Arabic reads right to left with its numbers and
// Latin words left to right inside it. PDF libraries get this wrong on their
// own (pdfkit reverses whole strings; fontkit alone treats a line as one
// script), hence this step, kept separate and tested.

const bidi = bidiFactory();

export type Direction = "ltr" | "rtl";

export type TextStyle = {
  size: number;
  weight: FontWeight;
  // The paragraph direction: that of the document's language, or "auto"
  // (from the first letter) for text typed by people, such as an address.
  direction: Direction | "auto";
  // Where a character no script claims (punctuation, symbols) looks when the
  // font before it lacks it; Latin first, then the document's script.
  fallback: readonly FontRole[];
};

export type ShapedRun = {
  fontKey: string;
  role: FontRole;
  weight: FontWeight;
  font: Font;
  // Logical text of the run (bidi marks removed, brackets mirrored in RTL).
  text: string;
  level: number;
  isRtl: boolean;
  // Glyphs and positions (font units) in visual order, left to right.
  glyphs: Glyph[];
  positions: GlyphPosition[];
  // Advance of the run, in points.
  width: number;
};

// A line's runs in visual order, left to right.
export type ShapedLine = { runs: ShapedRun[]; width: number };

const ARABIC = /\p{Script=Arabic}/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u;
// Direction marks and embeddings: they steer the algorithm, but show nothing.
const BIDI_CONTROL = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;
const MARK = /\p{M}/u;
const LETTER = /\p{L}/u;
const DIGIT = /[0-9]/;
const CURRENCY = /\p{Sc}/u;

const has = (role: FontRole, weight: FontWeight, codePoint: number) =>
  loadFont(role, weight).hasGlyphForCodePoint(codePoint);

// The font of one character: its script's, else (marks, spaces, punctuation)
// the previous character's font when it has the glyph, so that an Arabic
// phrase and its spaces stay one run and keep their joins.
export function fontRoleFor(char: string, previous: FontRole | undefined, style: TextStyle): FontRole {
  if (ARABIC.test(char)) return "arabic";
  if (CJK.test(char)) return "cjk";
  if (MARK.test(char)) return previous ?? "latin";
  const codePoint = char.codePointAt(0)!;
  // Amounts look the same in every language: digits and € from the Latin font.
  if (DIGIT.test(char) || (CURRENCY.test(char) && has("latin", style.weight, codePoint))) return "latin";
  if (!LETTER.test(char) && previous && has(previous, style.weight, codePoint)) return previous;
  return style.fallback.find((role) => has(role, style.weight, codePoint)) ?? "latin";
}

// fontkit turns some Latin letters into a base and a combining mark (ccmp,
// e.g. Vietnamese ị): the precomposed glyph looks the same and copies as
// typed. Mirroring is done here from the Unicode data (bidi-js), not by the
// font (rtlm), so that it happens once whatever the font has.
function featuresFor(role: FontRole, isRtl: boolean): Record<string, boolean> {
  return { ...(role === "latin" && { ccmp: false }), ...(isRtl && { rtlm: false }) };
}

type Piece = { role: FontRole; level: number; text: string };

function shapeRun(piece: Piece, style: TextStyle): ShapedRun {
  const font = loadFont(piece.role, style.weight);
  const isRtl = piece.level % 2 === 1;
  // fontkit lays out an RTL run right to left (glyphs reversed, marks placed for that order).
  const run = font.layout(piece.text, featuresFor(piece.role, isRtl), undefined, undefined, isRtl ? "rtl" : "ltr");
  const advance = run.positions.reduce((sum, position) => sum + position.xAdvance, 0);
  return {
    fontKey: `${piece.role}-${style.weight}`,
    role: piece.role,
    weight: style.weight,
    font,
    text: piece.text,
    level: piece.level,
    isRtl,
    glyphs: run.glyphs,
    positions: run.positions,
    width: (advance * style.size) / font.unitsPerEm,
  };
}

/**
 * Rule L2 of the bidi algorithm on runs of one level each: from the highest
 * level down to the lowest odd one, reverse every sequence of runs at that
 * level or higher.
 */
export function visualOrder<T extends { level: number }>(runs: readonly T[]): T[] {
  const order = [...runs];
  const highest = Math.max(0, ...order.map((run) => run.level));
  const lowestOdd = Math.min(...order.map((run) => (run.level % 2 === 1 ? run.level : Infinity)));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let start = 0; start < order.length;) {
      if (order[start]!.level < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end < order.length && order[end]!.level >= level) end += 1;
      order.splice(start, end - start, ...order.slice(start, end).reverse());
      start = end;
    }
  }
  return order;
}

// One line of text (no wrapping), shaped and in visual order.
export function shapeLine(text: string, style: TextStyle): ShapedLine {
  const logical = text.normalize("NFC");
  const { levels } = bidi.getEmbeddingLevels(logical, style.direction === "auto" ? undefined : style.direction);
  const pieces: Piece[] = [];
  let previous: FontRole | undefined;
  for (let index = 0; index < logical.length;) {
    const char = String.fromCodePoint(logical.codePointAt(index)!);
    const level = levels[index]!;
    index += char.length;
    if (BIDI_CONTROL.test(char)) continue;
    const role = fontRoleFor(char, previous, style);
    previous = role;
    const shown = level % 2 === 1 ? (bidi.getMirroredCharacter(char) ?? char) : char;
    const last = pieces.at(-1);
    if (last && last.role === role && last.level === level) last.text += shown;
    else pieces.push({ role, level, text: shown });
  }
  const runs = visualOrder(pieces.map((piece) => shapeRun(piece, style)));
  return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
}

export const measure = (text: string, style: TextStyle): number => shapeLine(text, style).width;

// Places where a line may break: after spaces, and around Chinese and
// Japanese characters (which have no spaces), but never before closing
// punctuation such as ，。）.
const CLOSING = /^[\p{Pe}\p{Pf}\p{Po}]/u;

function breakTokens(paragraph: string): string[] {
  const tokens: string[] = [];
  let current = "";
  for (const char of paragraph) {
    const lastChar = current.at(-1) ?? "";
    const breakBefore =
      current !== "" &&
      !/\s/.test(char) &&
      (/\s/.test(lastChar) || ((CJK.test(char) || CJK.test(lastChar)) && !CLOSING.test(char)));
    if (breakBefore) {
      tokens.push(current);
      current = "";
    }
    current += char;
  }
  if (current) tokens.push(current);
  return tokens;
}

// A token wider than the line (a long e-mail address) is cut between characters.
function splitLongToken(token: string, maxWidth: number, style: TextStyle): string[] {
  const parts: string[] = [];
  let current = "";
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(token)) {
    if (current && measure(current + segment, style) > maxWidth) {
      parts.push(current);
      current = "";
    }
    current += segment;
  }
  if (current) parts.push(current);
  return parts;
}

// The logical text of each line of one paragraph once wrapped to maxWidth points.
export function wrapParagraph(paragraph: string, maxWidth: number, style: TextStyle): string[] {
  const lines: string[] = [];
  let current = "";
  for (const token of breakTokens(paragraph)) {
    const candidate = current + token;
    if (measure(candidate.trimEnd(), style) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current.trim()) lines.push(current.trimEnd());
    const pieces = measure(token.trimEnd(), style) > maxWidth ? splitLongToken(token, maxWidth, style) : [token];
    lines.push(...pieces.slice(0, -1));
    current = pieces.at(-1) ?? "";
  }
  lines.push(current.trimEnd());
  return lines;
}

// "auto": the direction of the paragraph's first letter (rules P2–P3), for all its lines.
export function paragraphDirection(paragraph: string): Direction {
  return bidi.getEmbeddingLevels(paragraph).paragraphs[0]?.level === 1 ? "rtl" : "ltr";
}

// Text wrapped to maxWidth points, shaped line by line; its line breaks are kept.
export function wrapText(text: string, maxWidth: number, style: TextStyle): ShapedLine[] {
  return text
    .normalize("NFC")
    .split(/\r?\n/)
    .flatMap((paragraph) => {
      const direction = style.direction === "auto" ? paragraphDirection(paragraph) : style.direction;
      const resolved = { ...style, direction };
      return wrapParagraph(paragraph, maxWidth, resolved).map((line) => shapeLine(line, resolved));
    });
}

// ------------------------------------------------------------ copying text out

type CmapFont = Font & {
  _cmapProcessor?: { lookup(codePoint: number): number; codePointsForGlyph(glyphId: number): number[] };
};

// Latin ligatures (ﬃ), Arabic presentation forms and CJK compatibility
// characters: a font's cmap
// may point them at the glyph of a plain character; the plain one is the text.
const COMPATIBILITY = /[\ufb00-\ufdff\ufe70-\ufeff\uf900-\ufaff\u2e80-\u2fdf]/;

const codePointsOf = (text: string) => [...text].map((char) => char.codePointAt(0)!);

/**
 * The characters a glyph stands for, as the PDF's ToUnicode map records them
 * (what copying or searching the text gives). fontkit's `glyph.codePoints` is
 * set by the first layout that met the glyph in this process, so it is
 * checked against the font's own character map:
 * - a glyph of a character (cmap) is that character;
 * - a shaped form (an Arabic initial form) or a ligature (lam-alef) is the
 *   plain characters it stands for (compatibility forms decomposed);
 * - in a right-to-left run, a glyph of several characters lists them in
 *   visual order: text extraction reverses RTL text character by character,
 *   which then gives them back in logical order ("لا", not "ال").
 */
export function glyphText(font: Font, glyph: Glyph, isRtl: boolean): number[] {
  const cmap = (font as CmapFont)._cmapProcessor;
  const hinted = glyph.codePoints;
  let codePoints: number[] | undefined;
  if (
    hinted.length === 1 &&
    cmap?.lookup(hinted[0]!) === glyph.id &&
    !COMPATIBILITY.test(String.fromCodePoint(hinted[0]!))
  ) {
    codePoints = hinted;
  } else {
    const mapped = cmap?.codePointsForGlyph(glyph.id) ?? [];
    const plain = mapped.filter((codePoint) => !COMPATIBILITY.test(String.fromCodePoint(codePoint)));
    if (plain.length > 0) codePoints = [Math.min(...plain)];
    else {
      const source = mapped.length > 0 ? [mapped[0]!] : hinted;
      codePoints = codePointsOf(String.fromCodePoint(...source).normalize("NFKC"));
    }
  }
  if (codePoints.length === 0) return [0xfffd];
  return isRtl && codePoints.length > 1 ? [...codePoints].reverse() : codePoints;
}
