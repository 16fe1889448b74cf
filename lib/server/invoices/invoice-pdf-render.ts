import "server-only";
import { createTranslator } from "next-intl";
import { company } from "@/lib/content/company";
import type { Locale } from "@/lib/i18n/routing";
import { MESSAGES } from "@/lib/server/mail/translator";
import {
  BRAND,
  FULL,
  INK,
  inset,
  MARGIN,
  MUTED,
  Sheet,
  WIDTH,
  type Box,
  type TextOptions,
} from "@/lib/server/pdf/sheet";
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

// When the service was given (Irish VAT invoices state it): the day of the
// invoice's visit, or the first and last day of the visits its lines bill.
export type SupplyDays = { from: Date; to: Date };

export type InvoicePdfInput = { invoice: PdfInvoice; billTo: BillTo; supply: SupplyDays | null; locale: Locale };

function supplyRow(supply: SupplyDays, t: (key: "supplyDate" | "supplyPeriod") => string, day: (date: Date) => string) {
  const from = day(supply.from);
  const to = day(supply.to);
  return (from === to ? [t("supplyDate"), from] : [t("supplyPeriod"), `${from} – ${to}`]) as [string, string];
}

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

// ---------------------------------------------------------------- the invoice

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

export async function renderInvoicePdf({ invoice, billTo, supply, locale }: InvoicePdfInput): Promise<Buffer> {
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
    ...(supply ? [supplyRow(supply, t, f.day)] : []),
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
    sheet.flow(notes);
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
  const seller = `${company.legalName} · ${t("vatNumberLine", { number: company.vatNumber })}`;
  sheet.footers(seller, (page, pages) => t("page", { page, pages }));
}
