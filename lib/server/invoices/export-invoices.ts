import "server-only";
import { AppError } from "@/lib/api/errors";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import { INVOICE_STATUS } from "@/lib/content/statuses";
import { dublinDate } from "@/lib/i18n/dublin-time";
import { db } from "@/lib/server/db";
import { dublinDay, VAT_RATES_BP, type TExportInvoices } from "@/lib/validation/invoices";
import { invoiceListWhere, invoiceOrder } from "./invoice-filter";
import { invoiceSelect, toInvoiceView, type InvoiceView } from "./invoice-view";

export type ExportInvoicesOptions = {
  actor: SessionUser;
  query: TExportInvoices;
  now?: Date;
  // The most rows written (tests use a small one).
  limit?: number;
};

// More than the office writes in years; a file this size still opens in a spreadsheet at once.
export const MAX_INVOICE_EXPORT_ROWS = 10_000;

const STATUS_NAMES: Record<number, string> = {
  [INVOICE_STATUS.draft]: "Draft",
  [INVOICE_STATUS.pending]: "Pending",
  [INVOICE_STATUS.paid]: "Paid",
  [INVOICE_STATUS.overdue]: "Overdue",
};

// Euro with two decimals and a point, no symbol or grouping: what a
// spreadsheet reads as a number in any language.
const euros = (cents: number) => {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
};

const percent = (rateBp: number) => `${rateBp / 100}%`;
const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : "");

// The columns before and after the VAT rates; between them, for each rate
// (every rate offered, and any older one an exported invoice still carries),
// its net (lines less their share of the discount, plus shipping at 23 %)
// and its VAT. The nets add up to subtotal − discount + shipping, the VATs to
// the VAT column, as on the invoice.
const LEADING = [
  "Invoice number",
  "Issue date",
  "Due date",
  "Status",
  "Client",
  "Client e-mail",
  "Company",
  "Subtotal",
  "Discount",
  "Shipping",
] as const;
const TRAILING = ["VAT", "Total", "Currency", "Sent on", "Paid on", "Reminders sent"] as const;

// The invoices of the list's filter, in its order (every page), as CSV rows,
// header first: what the office's accountant needs for the VAT return and the
// sales ledger. Office staff only, like the list. Capped at
// MAX_INVOICE_EXPORT_ROWS; `totalRecords` says how many matched.
export async function exportInvoices({
  actor,
  query,
  now = new Date(),
  limit = MAX_INVOICE_EXPORT_ROWS,
}: ExportInvoicesOptions) {
  if (!isStaff(actor.role)) throw new AppError("FORBIDDEN", "Only the office can export invoices.");
  const today = dublinDay(now);
  const where = invoiceListWhere(actor, query, today);
  const [rows, totalRecords] = await db.$transaction([
    db.invoice.findMany({ where, select: invoiceSelect, orderBy: invoiceOrder(query), take: limit }),
    db.invoice.count({ where }),
  ]);
  const invoices = rows.map((row) => toInvoiceView(row, today));
  const rates = [
    ...new Set([...VAT_RATES_BP, ...invoices.flatMap((invoice) => invoice.vatBreakdown.map((line) => line.rateBp))]),
  ].sort((a, b) => a - b);
  const header = [
    ...LEADING,
    ...rates.flatMap((rateBp) => [`Net at ${percent(rateBp)}`, `VAT at ${percent(rateBp)}`]),
    ...TRAILING,
  ];
  return {
    rows: [header, ...invoices.map((invoice) => invoiceRow(invoice, rates))],
    totalRecords,
    fileName: `invoices-${dublinDate(now)}.csv`,
  };
}

function invoiceRow(invoice: InvoiceView, rates: number[]): string[] {
  const byRate = new Map(invoice.vatBreakdown.map((line) => [line.rateBp, line]));
  return [
    invoice.invoiceNumber,
    day(invoice.issueDate),
    day(invoice.dueDate),
    STATUS_NAMES[invoice.status] ?? String(invoice.status),
    invoice.client.name,
    invoice.client.email,
    invoice.company?.name ?? "",
    euros(invoice.subTotalCents),
    euros(invoice.discountCents),
    euros(invoice.shippingCents),
    ...rates.flatMap((rateBp) => {
      const line = byRate.get(rateBp);
      return line ? [euros(line.netCents), euros(line.vatCents)] : ["", ""];
    }),
    euros(invoice.taxCents),
    euros(invoice.totalCents),
    invoice.currency,
    // The Irish day it first went out; issue and due dates are calendar days already.
    invoice.sentAt ? dublinDate(invoice.sentAt) : "",
    day(invoice.paidAt),
    String(invoice.reminderCount),
  ];
}
