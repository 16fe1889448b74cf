import "server-only";
import type PDFDocument from "pdfkit";
import { glyphText, type ShapedLine, type ShapedRun } from "./text-layout";

// Draws shaped lines (text-layout.ts) on a pdfkit page, glyph by glyph.
// pdfkit's own text() would lay the text out again without the bidi step, so
// this writes the text operators itself, through the parts of pdfkit's font
// object that its own text() uses (the subset, widths and ToUnicode map).

type EmbeddedFont = {
  id: string;
  scale: number;
  subset: { includeGlyph(glyphId: number): number };
  widths: number[];
  unicode: number[][];
  ref(): unknown;
};

type Document = InstanceType<typeof PDFDocument>;
type DocumentInternals = Document & {
  _font: EmbeddedFont;
  _registeredFonts: Record<string, unknown>;
  page: { fonts: Record<string, unknown>; height: number };
};

const number = (value: number) => Math.round(value * 1000) / 1000;
const hex = (glyphId: number) => glyphId.toString(16).padStart(4, "0");

function selectFont(doc: DocumentInternals, run: ShapedRun, size: number): EmbeddedFont {
  if (!doc._registeredFonts[run.fontKey]) {
    // pdfkit takes a fontkit font as it is: each font file is parsed once per process.
    doc.registerFont(run.fontKey, run.font as unknown as string);
  }
  doc.font(run.fontKey, size);
  const font = doc._font;
  doc.page.fonts[font.id] ??= font.ref();
  return font;
}

function drawRun(doc: DocumentInternals, run: ShapedRun, x: number, baseline: number, size: number) {
  const font = selectFont(doc, run, size);
  const unitsPerEm = run.font.unitsPerEm;
  const scale = size / unitsPerEm;
  // Text space has y upwards: flip pdfkit's top-down page for the text object.
  const y = doc.page.height - baseline;
  doc.save();
  doc.transform(1, 0, 0, -1, 0, doc.page.height);
  doc.addContent("BT");
  doc.addContent(`/${font.id} ${number(size)} Tf`);
  const pending: string[] = [];
  const flush = () => {
    if (pending.length > 0) doc.addContent(`[${pending.join(" ")}] TJ`);
    pending.length = 0;
  };
  let pen = x;
  let isAtPen = false;
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]!;
    const subsetId = font.subset.includeGlyph(glyph.id);
    font.widths[subsetId] ??= glyph.advanceWidth * font.scale;
    font.unicode[subsetId] ??= glyphText(run.font, glyph, run.isRtl);
    if (position.xOffset || position.yOffset) {
      // A mark (or a shifted glyph) is placed on its own.
      flush();
      doc.addContent(
        `1 0 0 1 ${number(pen + position.xOffset * scale)} ${number(y + position.yOffset * scale)} Tm <${hex(subsetId)}> Tj`,
      );
      isAtPen = false;
    } else {
      if (!isAtPen) {
        flush();
        doc.addContent(`1 0 0 1 ${number(pen)} ${number(y)} Tm`);
        isAtPen = true;
      }
      pending.push(`<${hex(subsetId)}>`);
      // Kerning and shaping may change a glyph's advance from its width.
      const adjustment = position.xAdvance - glyph.advanceWidth;
      if (adjustment !== 0) pending.push(String(number((-adjustment * 1000) / unitsPerEm)));
    }
    pen += position.xAdvance * scale;
  });
  flush();
  doc.addContent("ET");
  doc.restore();
}

// A line whose left edge is at x and whose baseline is at `baseline` (points from the top).
export function drawLine(doc: Document, line: ShapedLine, x: number, baseline: number, size: number, color: string) {
  doc.fillColor(color);
  let left = x;
  for (const run of line.runs) {
    drawRun(doc as DocumentInternals, run, left, baseline, size);
    left += run.width;
  }
}
