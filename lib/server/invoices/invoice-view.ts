import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { computeVatBreakdown } from "@/lib/validation/invoices";
import { billToSelect, liveBillTo, storedBillTo } from "./bill-to";
import { effectiveStatus } from "./invoice-status";
import { nextAutoReminderDay } from "./reminder-schedule";
import { getEnv } from "@/lib/env";

export const invoiceSelect = {
  id: true,
  invoiceNumber: true,
  status: true,
  issueDate: true,
  dueDate: true,
  currency: true,
  subTotalCents: true,
  taxRateBp: true,
  taxCents: true,
  discountCents: true,
  shippingCents: true,
  totalCents: true,
  notes: true,
  sentAt: true,
  paidAt: true,
  remindedAt: true,
  reminderCount: true,
  autoRemind: true,
  jobId: true,
  billTo: true,
  client: { select: { id: true, ...billToSelect.client.select } },
  company: { select: { id: true, ...billToSelect.company.select } },
  items: {
    select: {
      id: true,
      position: true,
      description: true,
      service: true,
      quantity: true,
      unitPriceCents: true,
      totalCents: true,
      vatRateBp: true,
      jobId: true,
    },
    orderBy: { position: "asc" },
  },
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.InvoiceSelect;

export type InvoiceRow = Prisma.InvoiceGetPayload<{ select: typeof invoiceSelect }>;

// The stored cent fields plus the spec's demo names (§3: createDate, taxes,
// discount, shipping, subTotal, totalAmount; items' price and total), all in
// cents. `status` is the effective one: a pending invoice past its due day reads 3.
// `nextReminderOn`: the day the next automatic payment reminder goes, if one will.
export function toInvoiceView(row: InvoiceRow, today: Date, reminderDays = getEnv().INVOICE_REMINDER_DAYS) {
  const { client, company, items, billTo, ...invoice } = row;
  const status = effectiveStatus(row.status, row.dueDate, today);
  return {
    ...invoice,
    nextReminderOn: nextAutoReminderDay({ ...row, status }, today, reminderDays),
    company: company && { id: company.id, name: company.name },
    // As sent once the invoice went out; the records as they are while a draft.
    billTo: storedBillTo(billTo) ?? liveBillTo({ client, company }),
    vatBreakdown: vatBreakdownOf(row),
    status,
    createDate: row.issueDate,
    subTotal: row.subTotalCents,
    taxes: row.taxCents,
    discount: row.discountCents,
    shipping: row.shippingCents,
    totalAmount: row.totalCents,
    client: { id: client.id, name: `${client.firstName} ${client.lastName}`.trim(), email: client.email },
    items: items.map((item) => ({ ...item, price: item.unitPriceCents, total: item.totalCents })),
  };
}

export type InvoiceView = ReturnType<typeof toInvoiceView>;

// VAT per rate, from the stored lines. An invoice saved before per-line VAT
// left its shipping untaxed: its stored tax then matches the breakdown
// without shipping, which is the one it answers (its totals never change
// until it is edited).
function vatBreakdownOf(row: InvoiceRow) {
  const input = { lines: row.items, discountCents: row.discountCents, shippingCents: row.shippingCents };
  const current = computeVatBreakdown(input);
  if (current.taxCents === row.taxCents || row.shippingCents === 0) return current.vatBreakdown;
  const legacy = computeVatBreakdown({ ...input, shippingRateBp: null });
  return legacy.taxCents === row.taxCents ? legacy.vatBreakdown : current.vatBreakdown;
}
