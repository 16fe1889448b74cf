import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { dublinDay, type TListInvoices } from "@/lib/validation/invoices";
import type { TPaged } from "@/lib/validation/pagination";
import { invoiceListWhere, invoiceOrder } from "./invoice-filter";
import { invoiceSelect, toInvoiceView, type InvoiceView } from "./invoice-view";

export type ListInvoicesOptions = { actor: SessionUser; filter: TListInvoices; now?: Date };

// Staff see every invoice; a client only the invoices addressed to them
// (invoiceFilterWhere); cleaners none (spec §6). Newest created first unless
// the caller sorts by another column.
export async function listInvoices({
  actor,
  filter,
  now = new Date(),
}: ListInvoicesOptions): Promise<TPaged<InvoiceView>> {
  if (actor.role === "Cleaner") throw new AppError("FORBIDDEN", "Cleaners cannot see invoices.");
  const today = dublinDay(now);
  const where = invoiceListWhere(actor, filter, today);

  const [rows, totalRecords] = await db.$transaction([
    db.invoice.findMany({
      where,
      select: invoiceSelect,
      orderBy: invoiceOrder(filter),
      skip: (filter.pageNumber - 1) * filter.pageSize,
      take: filter.pageSize,
    }),
    db.invoice.count({ where }),
  ]);
  return { data: rows.map((row) => toInvoiceView(row, today)), totalRecords };
}
