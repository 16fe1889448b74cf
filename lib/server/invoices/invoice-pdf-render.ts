import "server-only";
import { createTranslator } from "next-intl";
import PDFDocument from "pdfkit";
import { company } from "@/lib/content/company";
import { directionOf, languageTag } from "@/lib/i18n/locales";
import type { Locale } from "@/lib/i18n/routing";
import { MESSAGES } from "@/lib/server/mail/translator";
import type { FontRole, FontWeight } from "@/lib/server/pdf/fonts";
import { drawLine } from "@/lib/server/pdf/pdf-text";
import { wrapText, type Direction, type ShapedLine, type TextStyle } from "@/lib/server/pdf/text-layout";
import type en from "@/messages/en.json";
import { invoiceFormats } from "./invoice-format";

// An invoice as an Irish VAT invoice (A4 PDF) in one of the five languages:
// the seller with its VAT number, the client, number and dates, the lines
// with their VAT rate, net and VAT per rate, discount, delivery and total.
// The status is not shown: a copy sent again after payment is the same invoice.

export type VatLine = { rateBp: number; netCents: number; vatCents: number };

export type PdfInvoiceItem = {
  description: string;
  service: string | null;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  vatRateBp?: number;
};

export type PdfInvoice = {
  invoiceNumber: string;
  issueDate: Date;
  dueDate: Date;
  subTotalCents: number;
  discountCents: number;
  taxRateBp: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  notes: string | null;
  items: readonly PdfInvoiceItem[];
  vatBreakdown?: readonly VatLine[];
};

export type BillTo = {
  name: string;
  email: string;
  companyName: string | null;
  address: readonly string[];
  vatNumber: string | null;
};

export type InvoicePdfInput = { invoice: PdfInvoice; billTo: BillTo; supplyDate: Date | null; locale: Locale };

// VAT per rate as the invoice answers it; an invoice without a breakdown has
// every line at its taxRateBp, taxed after the discount.
export function vatLinesOf(invoice: PdfInvoice): readonly VatLine[] {
  return (
    invoice.vatBreakdown ?? [
      {
        rateBp: invoice.taxRateBp,
        netCents: invoice.subTotalCents - invoice.discountCents,
        vatCents: invoice.taxCents,
      },
    ]
  );
}

// ---------------------------------------------------------------- the page

const PAGE_WIDTH = 595.28; // A4, in points
const PAGE_HEIGHT = 841.89;
const MARGIN = 48;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_HEIGHT = 30;
const BOTTOM = PAGE_HEIGHT - MARGIN - FOOTER_HEIGHT;
const CELL_PADDING = 5;

const INK = "#1f2937";
const MUTED = "#6b7280";
const RULE = "#d1d5db";
const BAND = "#f1f5f4";
const BRAND = "#007a52";

// A box on the page, from the start edge of the text area (the left one in
// left-to-right languages, the right one in Arabic): the layout is written
// once and mirrored for right-to-left.
type Box = { start: number; width: number };
type Align = "start" | "end";
// `typed`: text typed by people (names, addresses, descriptions) takes its
// direction from its first letter, so that "12 Harcourt Street" reads as
// written on an Arabic invoice; it stays aligned with the page's start edge.
type TextOptions = { size?: number; weight?: FontWeight; color?: string; align?: Align; typed?: boolean };
type Block = { lines: ShapedLine[]; box: Box; size: number; color: string; align: Align; height: number };

const inset = (box: Box, by = CELL_PADDING): Box => ({ start: box.start + by, width: box.width - 2 * by });

class Sheet {
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

  // The page x of a line of this width, aligned in the box.
  private left(box: Box, width: number, align: Align): number {
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

  // A new page when `height` no longer fits above the footer.
  fits(height: number): boolean {
    if (this.y + height <= BOTTOM) return true;
    this.doc.addPage();
    this.y = MARGIN;
    return false;
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

// ---------------------------------------------------------------- the invoice

const FULL: Box = { start: 0, width: WIDTH };
const SELLER: Box = { start: 0, width: 260 };
const HEADING: Box = { start: WIDTH - 230, width: 230 };
const META_LABEL: Box = { start: WIDTH - 230, width: 110 };
const META_VALUE: Box = { start: WIDTH - 120, width: 120 };

// Lines: description, quantity, unit price, VAT rate, net amount.
const COLUMNS = {
  description: { start: 0, width: 227 },
  quantity: { start: 227, width: 40 },
  unitPrice: { start: 267, width: 82 },
  vatRate: { start: 349, width: 58 },
  amount: { start: 407, width: 88 },
} satisfies Record<string, Box>;

const VAT_TABLE = {
  rate: { start: 0, width: 60 },
  net: { start: 60, width: 85 },
  vat: { start: 145, width: 80 },
} satisfies Record<string, Box>;
const VAT_BOX: Box = { start: 0, width: 225 };
const TOTAL_LABEL: Box = { start: WIDTH - 230, width: 130 };
const TOTAL_VALUE: Box = { start: WIDTH - 100, width: 100 };
const TOTALS_BOX: Box = { start: WIDTH - 230, width: 230 };

export async function renderInvoicePdf({ invoice, billTo, supplyDate, locale }: InvoicePdfInput): Promise<Buffer> {
  const t = createTranslator({ locale, messages: MESSAGES[locale] as typeof en, namespace: "InvoicePdf" });
  const f = invoiceFormats(locale);
  const sheet = new Sheet(locale, `${t("title")} ${invoice.invoiceNumber}`);

  // Seller (start side) and the invoice's number and dates (end side).
  let seller = MARGIN;
  seller += sheet.text(company.legalName, SELLER, seller, { size: 15, weight: "bold", color: BRAND });
  for (const line of company.address)
    seller += sheet.text(line, SELLER, seller, { size: 9, color: MUTED, typed: true });
  seller += sheet.text(t("vatNumberLine", { number: company.vatNumber }), SELLER, seller, { size: 9 });
  seller += sheet.text(`${company.email} · ${company.phone}`, SELLER, seller, { size: 9, color: MUTED, typed: true });

  let meta = MARGIN;
  meta += sheet.text(t("title"), HEADING, meta, { size: 22, weight: "bold", align: "end" }) + 6;
  const metaRows: [string, string][] = [
    [t("invoiceNumber"), invoice.invoiceNumber],
    [t("issueDate"), f.day(invoice.issueDate)],
    ...(supplyDate ? [[t("supplyDate"), f.day(supplyDate)] as [string, string]] : []),
    [t("dueDate"), f.day(invoice.dueDate)],
  ];
  for (const [label, value] of metaRows) {
    const labelBlock = sheet.layout(label, META_LABEL, { size: 9, color: MUTED });
    const valueBlock = sheet.layout(value, META_VALUE, { size: 9.5, weight: "bold", align: "end" });
    sheet.draw(labelBlock, meta);
    sheet.draw(valueBlock, meta);
    meta += Math.max(labelBlock.height, valueBlock.height) + 2;
  }
  sheet.y = Math.max(seller, meta) + 22;

  // The client.
  sheet.y += sheet.text(t("billTo"), SELLER, sheet.y, { size: 9, weight: "bold", color: MUTED });
  sheet.y += sheet.text(billTo.name, SELLER, sheet.y, { size: 11, weight: "bold", typed: true });
  const clientLines = [billTo.companyName, ...billTo.address, billTo.email].filter((line): line is string =>
    Boolean(line),
  );
  for (const line of clientLines) sheet.y += sheet.text(line, SELLER, sheet.y, { size: 9.5, typed: true });
  if (billTo.vatNumber) sheet.y += sheet.text(t("vatNumberLine", { number: billTo.vatNumber }), SELLER, sheet.y);
  sheet.y += 20;

  drawItems(sheet, invoice, t, f);
  sheet.y += 16;
  drawTotals(sheet, invoice, t, f);

  const payment = sheet.layout(t("payment", { dueDate: f.day(invoice.dueDate), number: invoice.invoiceNumber }), FULL);
  sheet.fits(payment.height + 12);
  sheet.y += 12;
  sheet.y += sheet.draw(payment, sheet.y);

  if (invoice.notes) {
    const heading = sheet.layout(t("notes"), FULL, { size: 9, weight: "bold", color: MUTED });
    const notes = sheet.layout(invoice.notes, FULL, { typed: true });
    sheet.fits(heading.height + Math.min(notes.height, 60) + 12);
    sheet.y += 12;
    sheet.y += sheet.draw(heading, sheet.y);
    for (const line of notes.lines) {
      const block = { ...notes, lines: [line], height: notes.height / notes.lines.length };
      sheet.fits(block.height);
      sheet.y += sheet.draw(block, sheet.y);
    }
  }

  drawFooters(sheet, t);
  return sheet.end();
}

type Translate = ReturnType<typeof createTranslator<typeof en, "InvoicePdf">>;
type Formats = ReturnType<typeof invoiceFormats>;

function drawItems(sheet: Sheet, invoice: PdfInvoice, t: Translate, f: Formats) {
  const header = () => {
    const cells = [
      sheet.layout(t("description"), inset(COLUMNS.description), { size: 8.5, weight: "bold" }),
      sheet.layout(t("quantity"), inset(COLUMNS.quantity), { size: 8.5, weight: "bold", align: "end" }),
      sheet.layout(t("unitPrice"), inset(COLUMNS.unitPrice), { size: 8.5, weight: "bold", align: "end" }),
      sheet.layout(t("vatRate"), inset(COLUMNS.vatRate), { size: 8.5, weight: "bold", align: "end" }),
      sheet.layout(t("lineTotal"), inset(COLUMNS.amount), { size: 8.5, weight: "bold", align: "end" }),
    ];
    const height = Math.max(...cells.map((cell) => cell.height)) + 8;
    sheet.fits(height + 30);
    sheet.band(FULL, sheet.y, height);
    for (const cell of cells) sheet.draw(cell, sheet.y + 4);
    sheet.y += height;
  };
  header();
  for (const item of invoice.items) {
    const description = sheet.layout(item.description, inset(COLUMNS.description), { typed: true });
    const service =
      item.service && item.service !== item.description
        ? sheet.layout(item.service, inset(COLUMNS.description), { size: 8, color: MUTED, typed: true })
        : undefined;
    const numbers = [
      sheet.layout(f.quantity(item.quantity), inset(COLUMNS.quantity), { align: "end" }),
      sheet.layout(f.money(item.unitPriceCents), inset(COLUMNS.unitPrice), { align: "end" }),
      sheet.layout(f.rate(item.vatRateBp ?? invoice.taxRateBp), inset(COLUMNS.vatRate), { align: "end" }),
      sheet.layout(f.money(item.totalCents), inset(COLUMNS.amount), { align: "end" }),
    ];
    const height = Math.max(description.height + (service?.height ?? 0), ...numbers.map((cell) => cell.height)) + 10;
    if (!sheet.fits(height)) header();
    sheet.draw(description, sheet.y + 5);
    if (service) sheet.draw(service, sheet.y + 5 + description.height);
    for (const cell of numbers) sheet.draw(cell, sheet.y + 5);
    sheet.y += height;
    sheet.rule(FULL, sheet.y);
  }
}

function drawTotals(sheet: Sheet, invoice: PdfInvoice, t: Translate, f: Formats) {
  const vatLines = vatLinesOf(invoice);
  const rows: [label: string, value: string, isTotal: boolean][] = [
    [t("subtotal"), f.money(invoice.subTotalCents), false],
    // Shown as taken off; no discount is 0, not −0.
    [t("discount"), f.money(invoice.discountCents === 0 ? 0 : -invoice.discountCents), false],
    [t("shipping"), f.money(invoice.shippingCents), false],
    [t("vatTotal"), f.money(invoice.taxCents), false],
    [t("total"), f.money(invoice.totalCents), true],
  ];
  const rowBlocks = rows.map(([label, value, isTotal]) => {
    const options: TextOptions = isTotal ? { size: 12, weight: "bold" } : { size: 9.5 };
    return [
      sheet.layout(label, TOTAL_LABEL, options),
      sheet.layout(value, TOTAL_VALUE, { ...options, align: "end" }),
      isTotal,
    ] as const;
  });
  const totalsHeight = rowBlocks.reduce((sum, [label, value]) => sum + Math.max(label.height, value.height) + 4, 8);
  const vatHeading = sheet.layout(t("vatSummary"), VAT_BOX, { size: 9, weight: "bold", color: MUTED });
  const vatHeader = [
    sheet.layout(t("vatRate"), VAT_TABLE.rate, { size: 8.5, weight: "bold" }),
    sheet.layout(t("netAmount"), VAT_TABLE.net, { size: 8.5, weight: "bold", align: "end" }),
    sheet.layout(t("vatAmount"), VAT_TABLE.vat, { size: 8.5, weight: "bold", align: "end" }),
  ];
  const vatRows = vatLines.map((line) => [
    sheet.layout(f.rate(line.rateBp), VAT_TABLE.rate),
    sheet.layout(f.money(line.netCents), VAT_TABLE.net, { align: "end" }),
    sheet.layout(f.money(line.vatCents), VAT_TABLE.vat, { align: "end" }),
  ]);
  const heightOf = (cells: { height: number }[]) => Math.max(...cells.map((cell) => cell.height));
  const vatHeight =
    vatHeading.height + heightOf(vatHeader) + 6 + vatRows.reduce((sum, cells) => sum + heightOf(cells) + 2, 0);
  sheet.fits(Math.max(totalsHeight, vatHeight));
  const top = sheet.y;

  // VAT per rate, on the start side.
  let y = top;
  y += sheet.draw(vatHeading, y);
  for (const cell of vatHeader) sheet.draw(cell, y);
  y += heightOf(vatHeader) + 2;
  sheet.rule(VAT_BOX, y);
  y += 4;
  for (const cells of vatRows) {
    for (const cell of cells) sheet.draw(cell, y);
    y += heightOf(cells) + 2;
  }

  // The totals, on the end side.
  let totals = top;
  for (const [label, value, isTotal] of rowBlocks) {
    if (isTotal) {
      totals += 4;
      sheet.rule(TOTALS_BOX, totals, INK, 1);
      totals += 4;
    }
    sheet.draw(label, totals);
    sheet.draw(value, totals);
    totals += Math.max(label.height, value.height) + 4;
  }
  sheet.y = Math.max(y, totals);
}

function drawFooters(sheet: Sheet, t: Translate) {
  const { start, count } = sheet.doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    sheet.doc.switchToPage(index);
    const top = PAGE_HEIGHT - MARGIN - FOOTER_HEIGHT + 10;
    sheet.rule(FULL, top);
    const seller = `${company.legalName} · ${t("vatNumberLine", { number: company.vatNumber })}`;
    sheet.text(seller, { start: 0, width: WIDTH - 120 }, top + 4, { size: 8, color: MUTED });
    const page = t("page", { page: index - start + 1, pages: count });
    sheet.text(page, { start: WIDTH - 120, width: 120 }, top + 4, { size: 8, color: MUTED, align: "end" });
  }
}
