import { z } from "zod";
import { TIME_ZONE } from "@/lib/i18n/locales";
import { zClearableText, zOptionalText, zRequiredText } from "./fields";
import { V, withValues } from "./messages";
import { ZPage } from "./pagination";

// status: draft=0, pending=1, paid=2, overdue=3 (spec §3). Overdue is never
// stored by the API: it is a pending invoice whose due day has passed.
export const INVOICE_STATUS = { draft: 0, pending: 1, paid: 2, overdue: 3 } as const;
export type InvoiceStatus = (typeof INVOICE_STATUS)[keyof typeof INVOICE_STATUS];

export const DEFAULT_TAX_RATE_BP = 1350; // 13.5 % Irish VAT on cleaning services
export const DEFAULT_PAYMENT_DAYS = 30;
export const MAX_ITEMS = 50;
// Prisma Int columns are 32-bit: €10 million per invoice keeps every total well inside them.
export const MAX_SUBTOTAL_CENTS = 1_000_000_000;

// Invoice dates are calendar days in Ireland, stored as 00:00 UTC of that day.
const DAY_FORMAT = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

export const dublinDay = (instant: Date): Date => new Date(`${DAY_FORMAT.format(instant)}T00:00:00.000Z`);
export const addDays = (day: Date, days: number): Date => new Date(day.getTime() + days * 86_400_000);

// "2026-03-01" is that day; a full ISO timestamp is the Dublin day of that instant.
const zDay = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: V.day })
  .transform((value) => (value.length === 10 ? new Date(`${value}T00:00:00.000Z`) : dublinDay(new Date(value))));

const zCents = (max: number) =>
  z.int({ error: V.wholeCents }).min(0, V.notNegative).max(max, withValues(V.atMost, { max }));

export const ZInvoiceItem = z.object({
  description: zRequiredText(500),
  service: zOptionalText(100),
  quantity: z
    .int({ error: V.wholeNumber })
    .min(1, V.atLeastOne)
    .max(1000, withValues(V.atMost, { max: 1000 })),
  unitPriceCents: zCents(10_000_000),
});
export type TInvoiceItem = z.infer<typeof ZInvoiceItem>;

const zItems = z
  .array(ZInvoiceItem, { error: V.itemsRequired })
  .min(1, V.itemsRequired)
  .max(MAX_ITEMS, withValues(V.itemsTooMany, { max: MAX_ITEMS }));

const zTaxRateBp = z.int({ error: V.taxRate }).min(0, V.notNegative).max(3000, V.taxRate);

// Totals sent by the caller (subTotalCents, totalCents, items[].totalCents…)
// are not part of these schemas: zod drops them and the server computes its own.
export const ZCreateInvoice = z.object({
  clientId: z.uuid({ error: V.uuid }),
  jobId: z.uuid({ error: V.uuid }).optional(),
  issueDate: zDay.optional(),
  dueDate: zDay.optional(),
  items: zItems,
  discountCents: zCents(MAX_SUBTOTAL_CENTS).default(0),
  shippingCents: zCents(10_000_000).default(0),
  taxRateBp: zTaxRateBp.default(DEFAULT_TAX_RATE_BP),
  notes: zOptionalText(2000, { multiline: true }),
  status: z.union([z.literal(0), z.literal(1)], { error: V.newInvoiceStatus }).default(0),
});
export type TCreateInvoice = z.infer<typeof ZCreateInvoice>;

export const ZUpdateInvoice = z.object({
  id: z.uuid({ error: V.uuid }),
  clientId: z.uuid({ error: V.uuid }).optional(),
  jobId: z.uuid({ error: V.uuid }).nullable().optional(),
  issueDate: zDay.optional(),
  dueDate: zDay.optional(),
  items: zItems.optional(),
  discountCents: zCents(MAX_SUBTOTAL_CENTS).optional(),
  shippingCents: zCents(10_000_000).optional(),
  taxRateBp: zTaxRateBp.optional(),
  notes: zClearableText(2000, { multiline: true }),
  status: z
    .union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
      error: V.invoiceStatus,
    })
    .optional(),
});
export type TUpdateInvoice = z.infer<typeof ZUpdateInvoice>;

export const ZListInvoices = ZPage.extend({
  status: z
    .union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
      error: V.invoiceStatus,
    })
    .optional(),
  clientId: z.uuid({ error: V.uuid }).optional(),
  search: zOptionalText(50),
});
export type TListInvoices = z.infer<typeof ZListInvoices>;

export type InvoiceTotals = {
  items: (TInvoiceItem & { position: number; totalCents: number })[];
  subTotalCents: number;
  taxCents: number;
  totalCents: number;
};

type TotalsInput = {
  items: readonly TInvoiceItem[];
  discountCents: number;
  shippingCents: number;
  taxRateBp: number;
};

// Every total is computed here, from quantities and unit prices only, so the
// form's preview and the stored invoice agree. Tax is rounded half up to the
// cent, on the amount after discount: round((sub − discount) × rate / 10000).
// Returns the fields that make the invoice impossible, or the totals.
export function computeInvoiceTotals(
  input: TotalsInput,
): { ok: true; totals: InvoiceTotals } | { ok: false; fields: Record<string, string> } {
  const items = input.items.map((item, position) => ({
    ...item,
    position,
    totalCents: item.quantity * item.unitPriceCents,
  }));
  const subTotalCents = items.reduce((sum, item) => sum + item.totalCents, 0);
  if (subTotalCents > MAX_SUBTOTAL_CENTS) {
    return { ok: false, fields: { items: V.invoiceTooLarge } };
  }
  if (input.discountCents > subTotalCents) {
    return { ok: false, fields: { discountCents: V.discountTooLarge } };
  }
  const taxable = subTotalCents - input.discountCents;
  const taxCents = Math.floor((taxable * input.taxRateBp + 5000) / 10000);
  const totalCents = taxable + taxCents + input.shippingCents;
  return { ok: true, totals: { items, subTotalCents, taxCents, totalCents } };
}
