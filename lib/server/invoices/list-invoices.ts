import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { dublinDay, type TListInvoices } from "@/lib/validation/invoices";
import type { TPaged } from "@/lib/validation/pagination";
import { whereStatus } from "./invoice-status";
import { invoiceSelect, toInvoiceView, type InvoiceView } from "./invoice-view";

export type ListInvoicesOptions = { actor: SessionUser; filter: TListInvoices; now?: Date };

// Staff see every invoice; a client only the invoices addressed to them
// (their own bills, not their company's: a company may have several clients
// who should not read each other's bills); cleaners none (spec §6).
export async function listInvoices({
  actor,
  filter,
  now = new Date(),
}: ListInvoicesOptions): Promise<TPaged<InvoiceView>> {
  if (actor.role === "Cleaner") throw new AppError("FORBIDDEN", "Cleaners cannot see invoices.");
  const today = dublinDay(now);
  const conditions: Prisma.InvoiceWhereInput[] = [];
  if (!isStaff(actor.role)) conditions.push({ clientId: actor.id });
  if (filter.clientId) conditions.push({ clientId: filter.clientId });
  if (filter.status !== undefined) conditions.push(whereStatus(filter.status, today));
  if (filter.search) conditions.push({ invoiceNumber: { contains: filter.search.toUpperCase() } });
  const where = { AND: conditions };

  const [rows, totalRecords] = await db.$transaction([
    db.invoice.findMany({
      where,
      select: invoiceSelect,
      orderBy: [{ createdAt: "desc" }, { invoiceNumber: "desc" }],
      skip: (filter.pageNumber - 1) * filter.pageSize,
      take: filter.pageSize,
    }),
    db.invoice.count({ where }),
  ]);
  return { data: rows.map((row) => toInvoiceView(row, today)), totalRecords };
}
