import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { effectiveStatus } from "./invoice-status";

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
  jobId: true,
  client: { select: { id: true, firstName: true, lastName: true, email: true } },
  company: { select: { id: true, name: true } },
  items: {
    select: {
      id: true,
      position: true,
      description: true,
      service: true,
      quantity: true,
      unitPriceCents: true,
      totalCents: true,
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
export function toInvoiceView(row: InvoiceRow, today: Date) {
  const { client, items, ...invoice } = row;
  return {
    ...invoice,
    status: effectiveStatus(row.status, row.dueDate, today),
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
