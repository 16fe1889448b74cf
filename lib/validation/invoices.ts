import { z } from "zod";
import type { InvoiceStatus } from "@/lib/content/statuses";
import { TIME_ZONE } from "@/lib/i18n/locales";
import { zClearableText, zId, zOptionalText, zRequiredText } from "./fields";
import { V, withValues } from "./messages";
import { ZPage, zSort } from "./pagination";

export const DEFAULT_TAX_RATE_BP = 1350; // 13.5 % Irish VAT on cleaning services
// The Irish VAT rates a line may carry, in basis points: zero (0 %), second
// reduced (9 %), reduced (13.5 %, cleaning services) and standard (23 %, goods).
export const VAT_RATES_BP = [0, 900, 1350, 2300] as const;
export type VatRateBp = (typeof VAT_RATES_BP)[number];
export const isVatRate = (rateBp: number): rateBp is VatRateBp => (VAT_RATES_BP as readonly number[]).includes(rateBp);
// Shipping is a delivery charge, taxed at the standard rate like goods.
export const SHIPPING_VAT_RATE_BP = 2300;
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
  // Left out: the invoice's taxRateBp (computeInvoiceTotals).
  vatRateBp: z.literal(VAT_RATES_BP, { error: V.vatRate }).optional(),
  // The visit (one of the client's jobs) this line invoices; each visit is invoiced once.
  jobId: zId.nullish(),
});
export type TInvoiceItem = z.infer<typeof ZInvoiceItem>;

const zItems = z
  .array(ZInvoiceItem, { error: V.itemsRequired })
  .min(1, V.itemsRequired)
  .max(MAX_ITEMS, withValues(V.itemsTooMany, { max: MAX_ITEMS }));

const zTaxRateBp = z.int({ error: V.taxRate }).min(0, V.notNegative).max(3000, V.taxRate);

// What makes an invoice's amounts impossible, whatever its VAT: a subtotal
// past the limit, or a discount larger than the subtotal.
function amountsProblem(subTotalCents: number, discountCents: number): Record<string, string> | undefined {
  if (subTotalCents > MAX_SUBTOTAL_CENTS) return { items: V.invoiceTooLarge };
  if (discountCents > subTotalCents) return { discountCents: V.discountTooLarge };
  return undefined;
}

// The schemas check the amounts they are given, so a form stops before
// sending and names the field; an update that sends only some of them is
// checked with the stored rest by the service (computeInvoiceTotals).
function checkAmounts(
  { items, discountCents }: { items?: readonly { quantity: number; unitPriceCents: number }[]; discountCents?: number },
  ctx: z.RefinementCtx,
) {
  if (!items || discountCents === undefined) return;
  // zod still runs this check after a line's number failed (it may be NaN or text).
  const nets = items.map((item) => item.quantity * item.unitPriceCents);
  if (!nets.every(Number.isFinite) || !Number.isFinite(discountCents)) return;
  const problem = amountsProblem(
    nets.reduce((sum, net) => sum + net, 0),
    discountCents,
  );
  for (const [path, message] of Object.entries(problem ?? {})) ctx.addIssue({ code: "custom", path: [path], message });
}

// Totals sent by the caller (subTotalCents, totalCents, items[].totalCents…)
// are not part of these schemas: zod drops them and the server computes its own.
export const ZCreateInvoice = z
  .object({
    clientId: zId,
    // null: no job (the form's "No job", or a client chosen again).
    jobId: zId.nullish(),
    issueDate: zDay.optional(),
    dueDate: zDay.optional(),
    items: zItems,
    discountCents: zCents(MAX_SUBTOTAL_CENTS).default(0),
    shippingCents: zCents(10_000_000).default(0),
    taxRateBp: zTaxRateBp.default(DEFAULT_TAX_RATE_BP),
    notes: zOptionalText(2000, { multiline: true }),
    status: z.union([z.literal(0), z.literal(1)], { error: V.newInvoiceStatus }).default(0),
    // The invoice this one copies ("Copy as a new invoice"), for its history; nothing is read from it.
    copyOf: zId.optional(),
  })
  .superRefine(checkAmounts);
export type TCreateInvoice = z.infer<typeof ZCreateInvoice>;

export const ZUpdateInvoice = z
  .object({
    id: zId,
    clientId: zId.optional(),
    jobId: zId.nullable().optional(),
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
    // The day the payment came in, read when the invoice moves to paid (default
    // today); null or left out is "not given", so a form may send back what it read.
    paidAt: zDay.nullable().optional(),
    // Payment reminders by themselves while it is overdue (auto-reminders.ts);
    // a paid invoice may have it changed too, as it changes nothing billed.
    autoRemind: z.boolean({ error: V.invalid }).optional(),
  })
  .superRefine(checkAmounts);
export type TUpdateInvoice = z.infer<typeof ZUpdateInvoice>;

// POST /api/invoice/visits: a client's visits done and not invoiced yet.
export const ZUninvoicedVisits = ZPage.extend({ clientId: zId });
export type TUninvoicedVisits = z.infer<typeof ZUninvoicedVisits>;

// The columns the invoice list sorts by.
export const INVOICE_SORT_FIELDS = ["createdAt", "issueDate", "dueDate", "invoiceNumber", "totalCents"] as const;

// The filters shared by the list and its summary (the tabs' counts): a
// client, a search (invoice number or the client's name) and a range of
// issue days, both ends included.
const invoiceFilter = {
  clientId: zId.optional(),
  // The invoices of one job (a job's page lists them).
  jobId: zId.optional(),
  search: zOptionalText(50),
  from: zDay.optional(),
  to: zDay.optional(),
};

function checkDayRange({ from, to }: { from?: Date; to?: Date }, ctx: z.RefinementCtx) {
  if (from && to && to < from) ctx.addIssue({ code: "custom", path: ["to"], message: V.toBeforeFrom });
}

export const ZListInvoices = ZPage.extend({
  status: z
    .union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
      error: V.invoiceStatus,
    })
    .optional(),
  ...invoiceFilter,
  ...zSort(INVOICE_SORT_FIELDS, { sortBy: "createdAt", sortDir: "desc" }),
}).superRefine(checkDayRange);
export type TListInvoices = z.infer<typeof ZListInvoices>;

// GET /api/invoice/export: the list's filters and order, every page. A query
// string carries the status as text ("3").
export const ZExportInvoices = z
  .object({
    status: z
      .enum(["0", "1", "2", "3"], { error: V.invoiceStatus })
      .transform((value) => Number(value) as InvoiceStatus)
      .optional(),
    ...invoiceFilter,
    ...zSort(INVOICE_SORT_FIELDS, { sortBy: "createdAt", sortDir: "desc" }),
  })
  .superRefine(checkDayRange);
export type TExportInvoices = z.infer<typeof ZExportInvoices>;

// POST /api/invoice/summary: the list's filters without status and paging
// (other fields, such as a list body's status, are dropped).
export const ZInvoiceSummary = z.object(invoiceFilter).superRefine(checkDayRange);
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummary>;

// One VAT rate of an invoice: netCents is the amount taxed at that rate
// (its lines, less their share of the discount, plus shipping at 23 %).
export type VatLine = { rateBp: number; netCents: number; vatCents: number };

// A line as the totals see it (its other fields are passed through). A
// stored line may carry an older rate no longer offered, so the rate here is
// any number; the schemas check the rates sent.
export type TotalsItem = { quantity: number; unitPriceCents: number; vatRateBp?: number };

export type InvoiceTotals<I extends TotalsItem = TotalsItem> = {
  items: (I & { position: number; vatRateBp: number; totalCents: number })[];
  subTotalCents: number;
  taxCents: number;
  totalCents: number;
  vatBreakdown: VatLine[];
};

type TotalsInput<I extends TotalsItem> = {
  items: readonly I[];
  discountCents: number;
  shippingCents: number;
  // The rate of the lines sent without one.
  taxRateBp: number;
};

// round half up (x × rate / 10000), x ≥ 0, in integers.
const vatOf = (taxableCents: number, rateBp: number) => Math.floor((taxableCents * rateBp + 5000) / 10000);

// The discount split across the rates in proportion to their nets, by the
// largest remainder so that the shares add up to the discount exactly (ties:
// the lower rate first). Products reach 10^18 cents², past 2^53: BigInt.
export function shareDiscount(nets: readonly number[], discountCents: number): number[] {
  const subTotal = BigInt(nets.reduce((sum, net) => sum + net, 0));
  if (discountCents === 0 || subTotal === 0n) return nets.map(() => 0);
  const shares = nets.map((net, index) => {
    const exact = BigInt(discountCents) * BigInt(net);
    return { index, cents: Number(exact / subTotal), remainder: exact % subTotal };
  });
  let left = discountCents - shares.reduce((sum, share) => sum + share.cents, 0);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left === 0) break;
    share.cents += 1;
    left -= 1;
  }
  return shares.map((share) => share.cents);
}

/**
 * VAT per rate, ascending, for lines grouped by rate: each rate's net less
 * its share of the discount (plus shipping at 23 %, when shippingRateBp is
 * 2300), and its VAT rounded half up. Invoices written before per-line VAT
 * left shipping untaxed: shippingRateBp null reproduces them.
 */
export function computeVatBreakdown(input: {
  lines: readonly { vatRateBp: number; totalCents: number }[];
  discountCents: number;
  shippingCents: number;
  shippingRateBp?: number | null;
}): { vatBreakdown: VatLine[]; taxCents: number } {
  const { discountCents, shippingCents, shippingRateBp = SHIPPING_VAT_RATE_BP } = input;
  const nets = new Map<number, number>();
  for (const line of input.lines) nets.set(line.vatRateBp, (nets.get(line.vatRateBp) ?? 0) + line.totalCents);
  const rates = [...nets.keys()].sort((a, b) => a - b);
  const shares = shareDiscount(
    rates.map((rate) => nets.get(rate)!),
    discountCents,
  );
  const taxable = new Map(rates.map((rate, index) => [rate, nets.get(rate)! - shares[index]!]));
  if (shippingRateBp !== null && shippingCents > 0) {
    taxable.set(shippingRateBp, (taxable.get(shippingRateBp) ?? 0) + shippingCents);
  }
  const vatBreakdown = [...taxable.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rateBp, netCents]) => ({ rateBp, netCents, vatCents: vatOf(netCents, rateBp) }));
  return { vatBreakdown, taxCents: vatBreakdown.reduce((sum, line) => sum + line.vatCents, 0) };
}

// Every total is computed here, from quantities, unit prices and rates only,
// so the form's preview and the stored invoice agree: line net = quantity ×
// unit price, subTotal = Σ nets, VAT per rate (computeVatBreakdown), tax =
// Σ VAT, total = subTotal − discount + shipping + tax.
// Returns the fields that make the invoice impossible, or the totals.
export function computeInvoiceTotals<I extends TotalsItem>(
  input: TotalsInput<I>,
): { ok: true; totals: InvoiceTotals<I> } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const items = input.items.map((item, position) => {
    const vatRateBp = item.vatRateBp ?? input.taxRateBp;
    // A line without a rate takes the invoice's, which must then be one offered.
    if (item.vatRateBp === undefined && !isVatRate(vatRateBp)) fields[`items.${position}.vatRateBp`] = V.vatRate;
    return { ...item, position, vatRateBp, totalCents: item.quantity * item.unitPriceCents };
  });
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const subTotalCents = items.reduce((sum, item) => sum + item.totalCents, 0);
  const problem = amountsProblem(subTotalCents, input.discountCents);
  if (problem) return { ok: false, fields: problem };
  const { vatBreakdown, taxCents } = computeVatBreakdown({
    lines: items,
    discountCents: input.discountCents,
    shippingCents: input.shippingCents,
  });
  const totalCents = subTotalCents - input.discountCents + input.shippingCents + taxCents;
  return { ok: true, totals: { items, subTotalCents, taxCents, totalCents, vatBreakdown } };
}

// ---------------------------------------------------------------- answers (OpenAPI document only)

const zCentsOut = z.number().int();
const zInvoiceStatusOut = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const ZVatLineResponse = z.object({
  rateBp: z.number().int(),
  netCents: zCentsOut.describe(
    "The amount taxed at this rate: its lines less their discount share (+ shipping at 23 %)",
  ),
  vatCents: zCentsOut,
});

export const ZInvoiceResponse = z.object({
  id: z.uuid(),
  invoiceNumber: z.string(),
  status: zInvoiceStatusOut.describe("0 draft, 1 pending, 2 paid, 3 overdue (a pending invoice past its due day)"),
  issueDate: z.iso.datetime(),
  createDate: z.iso.datetime().describe("= issueDate"),
  dueDate: z.iso.datetime(),
  currency: z.string(),
  subTotalCents: zCentsOut,
  subTotal: zCentsOut,
  discountCents: zCentsOut,
  discount: zCentsOut,
  taxRateBp: z.number().int().describe("The rate of lines sent without one"),
  taxCents: zCentsOut.describe("Σ vatBreakdown[].vatCents"),
  taxes: zCentsOut,
  shippingCents: zCentsOut,
  shipping: zCentsOut,
  totalCents: zCentsOut,
  totalAmount: zCentsOut,
  vatBreakdown: z.array(ZVatLineResponse).describe("One entry per rate present, ascending"),
  notes: z.string().nullable(),
  sentAt: z.iso.datetime().nullable().describe("When it first went to the client (draft → pending)"),
  paidAt: z.iso.datetime().nullable().describe("The day of payment (00:00 UTC), while paid"),
  jobId: z.uuid().nullable(),
  client: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  company: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  items: z.array(
    z.object({
      id: z.uuid(),
      position: z.number().int(),
      description: z.string(),
      service: z.string().nullable(),
      quantity: z.number().int(),
      unitPriceCents: zCentsOut,
      price: zCentsOut,
      totalCents: zCentsOut,
      total: zCentsOut,
      vatRateBp: z.number().int(),
      jobId: z.uuid().nullable().describe("The visit (job) this line invoices"),
    }),
  ),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const ZInvoicePageResponse = z.object({ data: z.array(ZInvoiceResponse), totalRecords: z.number().int() });

const zFigure = { count: z.number().int(), totalCents: zCentsOut };
export const ZInvoiceSummaryResponse = z.object({
  all: z.object(zFigure),
  byStatus: z.array(z.object({ status: zInvoiceStatusOut, ...zFigure })).describe("Statuses 0 to 3, always all four"),
});
