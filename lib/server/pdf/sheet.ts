import "server-only";
import PDFDocument from "pdfkit";
import { company } from "@/lib/content/company";
import { directionOf, languageTag } from "@/lib/i18n/locales";
import type { Locale } from "@/lib/i18n/routing";
import type { FontRole, FontWeight } from "./fonts";
import { drawLine } from "./pdf-text";
import { pngDecodesSafely, type PngInternals } from "./png-check";
import { wrapText, type Direction, type ShapedLine, type TextStyle } from "./text-layout";

// An A4 page of a generated document (the invoice, a job's signed record) in
// one of the five languages: text laid out and shaped by text-layout.ts
// (Arabic joined and right to left, CJK and Vietnamese from the embedded
// fonts), drawn glyph by glyph by pdf-text.ts, and images.

export const PAGE_WIDTH = 595.28; // A4, in points
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 48;
export const WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const FOOTER_HEIGHT = 30;
export const BOTTOM = PAGE_HEIGHT - MARGIN - FOOTER_HEIGHT;
export const CELL_PADDING = 5;

export const INK = "#1f2937";
export const MUTED = "#6b7280";
export const RULE = "#d1d5db";
export const BAND = "#f1f5f4";
export const BRAND = "#007a52";

// A box on the page, from the start edge of the text area (the left one in
// left-to-right languages, the right one in Arabic): the layout is written
// once and mirrored for right-to-left.
export type Box = { start: number; width: number };
export type Align = "start" | "end";
// `typed`: text typed by people (names, addresses, descriptions) takes its
// direction from its first letter, so that "12 Harcourt Street" reads as
// written on an Arabic invoice; it stays aligned with the page's start edge.
export type TextOptions = { size?: number; weight?: FontWeight; color?: string; align?: Align; typed?: boolean };
export type Block = { lines: ShapedLine[]; box: Box; size: number; color: string; align: Align; height: number };

export const FULL: Box = { start: 0, width: WIDTH };

export const inset = (box: Box, by = CELL_PADDING): Box => ({ start: box.start + by, width: box.width - 2 * by });

// pdfkit's image object: a JPEG with its EXIF orientation, or a PNG with png-js's reading of it.
type OpenedImage = { width: number; height: number; orientation?: number; image?: PngInternals };

// An image pdfkit has read (PNG or JPEG), with its size as shown (EXIF orientation applied).
export type SheetImage = { source: PDFKit.Mixins.ImageSrc; width: number; height: number };

export class Sheet {
  readonly doc: InstanceType<typeof PDFDocument>;
  readonly direction: Direction;
  private readonly fallback: readonly FontRole[];
  // Arabic script needs more room above and below the line.
  private readonly leading: number;
  y = MARGIN;

  constructor(locale: Locale, title: string) {
    this.direction = directionOf(locale);
    this.fallback = locale === "ar" ? ["latin", "arabic", "cjk"] : ["latin", "cjk", "arabic"];
    this.leading = locale === "ar" ? 1.75 : 1.4;
    // No default font: pdfkit would read its built-in Helvetica from disk, unused here.
    const options = {
      size: "A4",
      margin: 0,
      bufferPages: true,
      font: null,
      lang: languageTag(locale),
      displayTitle: true,
      info: { Title: title, Author: company.legalName, Creator: company.legalName },
    };
    this.doc = new PDFDocument(options as unknown as PDFKit.PDFDocumentOptions);
  }

  layout(text: string, box: Box, options: TextOptions = {}): Block {
    const size = options.size ?? 9.5;
    const direction: TextStyle["direction"] = options.typed ? "auto" : this.direction;
    const style: TextStyle = { size, weight: options.weight ?? "regular", direction, fallback: this.fallback };
    const lines = text === "" ? [] : wrapText(text, box.width, style);
    return {
      lines,
      box,
      size,
      color: options.color ?? INK,
      align: options.align ?? "start",
      height: lines.length * size * this.leading,
    };
  }

  draw(block: Block, top: number): number {
    const lineHeight = block.size * this.leading;
    block.lines.forEach((line, index) => {
      const baseline = top + index * lineHeight + lineHeight / 2 + block.size * 0.32;
      drawLine(this.doc, line, this.left(block.box, line.width, block.align), baseline, block.size, block.color);
    });
    return block.height;
  }

  text(text: string, box: Box, top: number, options?: TextOptions): number {
    return this.draw(this.layout(text, box, options), top);
  }

  // Draws a block line by line at sheet.y, going on over pages (long notes).
  flow(block: Block) {
    if (block.lines.length === 0) return;
    const lineHeight = block.height / block.lines.length;
    for (const line of block.lines) {
      this.fits(lineHeight);
      this.y += this.draw({ ...block, lines: [line], height: lineHeight }, this.y);
    }
  }

  // The page x of a line of this width, aligned in the box.
  left(box: Box, width: number, align: Align = "start"): number {
    const boxLeft = this.direction === "rtl" ? PAGE_WIDTH - MARGIN - box.start - box.width : MARGIN + box.start;
    const isLeft = (align === "start") === (this.direction === "ltr");
    return isLeft ? boxLeft : boxLeft + box.width - width;
  }

  rule(box: Box, y: number, color = RULE, thickness = 0.6) {
    const left = this.left(box, box.width, "start");
    this.doc
      .moveTo(left, y)
      .lineTo(left + box.width, y)
      .lineWidth(thickness)
      .strokeColor(color)
      .stroke();
  }

  band(box: Box, y: number, height: number, color = BAND) {
    this.doc
      .rect(this.left(box, box.width, "start"), y, box.width, height)
      .fillColor(color)
      .fill();
  }

  frame(box: Box, y: number, height: number, color = RULE, thickness = 0.6) {
    this.doc
      .rect(this.left(box, box.width, "start"), y, box.width, height)
      .lineWidth(thickness)
      .strokeColor(color)
      .stroke();
  }

  // Reads a PNG or JPEG for this document; null when pdfkit cannot read it
  // (another format, a damaged file) or could not decode it safely (png-check.ts).
  // Only the images drawn with image() are embedded.
  openImage(data: Buffer): SheetImage | null {
    let image: OpenedImage;
    try {
      image = (this.doc as unknown as { openImage(data: Buffer): OpenedImage }).openImage(data);
    } catch {
      return null;
    }
    if (!(image.width > 0 && image.height > 0)) return null;
    if (image.image && !pngDecodesSafely(image.image)) return null;
    const isTurned = (image.orientation ?? 1) > 4;
    return {
      source: image as unknown as PDFKit.Mixins.ImageSrc,
      width: isTurned ? image.height : image.width,
      height: isTurned ? image.width : image.height,
    };
  }

  // The size of an image scaled down (never up) to fit in width × height.
  static fitted(image: SheetImage, width: number, height: number): { width: number; height: number } {
    const scale = Math.min(width / image.width, height / image.height, 1);
    return { width: image.width * scale, height: image.height * scale };
  }

  // Draws an image fitted in the box, `height` at most, at the box's start (or
  // centred), its top at `top`; answers the height drawn.
  image(image: SheetImage, box: Box, top: number, height: number, align: Align | "center" = "start"): number {
    const size = Sheet.fitted(image, box.width, height);
    const x =
      align === "center" ? this.left(box, box.width) + (box.width - size.width) / 2 : this.left(box, size.width, align);
    this.doc.image(image.source, x, top, { width: size.width, height: size.height });
    return size.height;
  }

  // A new page when `height` no longer fits above the footer.
  fits(height: number): boolean {
    if (this.y + height <= BOTTOM) return true;
    this.doc.addPage();
    this.y = MARGIN;
    return false;
  }

  // Every page's footer, once the pages are all there: a line on the start
  // side and the page's number on the end side.
  footers(line: string, pageLabel: (page: number, pages: number) => string) {
    const { start, count } = this.doc.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      this.doc.switchToPage(index);
      const top = PAGE_HEIGHT - MARGIN - FOOTER_HEIGHT + 10;
      this.rule(FULL, top);
      this.text(line, { start: 0, width: WIDTH - 120 }, top + 4, { size: 8, color: MUTED });
      const page = pageLabel(index - start + 1, count);
      this.text(page, { start: WIDTH - 120, width: 120 }, top + 4, { size: 8, color: MUTED, align: "end" });
    }
  }

  end(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    return new Promise((resolve, reject) => {
      this.doc.on("data", (chunk: Buffer) => chunks.push(chunk));
      this.doc.on("end", () => resolve(Buffer.concat(chunks)));
      this.doc.on("error", reject);
      this.doc.end();
    });
  }
}
