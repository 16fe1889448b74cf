import "server-only";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import { INVOICE_STATUS, type InvoiceStatus } from "@/lib/content/statuses";
import type { Prisma } from "@/lib/generated/prisma/client";
import { containsText } from "@/lib/server/sql/dialect";
import type { TInvoiceSummary, TListInvoices } from "@/lib/validation/invoices";
import { whereStatus } from "./invoice-status";

// The invoices a client may read: those addressed to them (their own bills,
// not their company's: a company may have several clients who should not
// read each other's bills) that went out. A draft is the office's work in
// progress, its prices perhaps not filled in yet: not a bill until it is sent.
export const clientInvoices = (clientId: string): Prisma.InvoiceWhereInput => ({
  clientId,
  status: { not: INVOICE_STATUS.draft },
});

// The invoices the actor may see that match the list's filters other than
// status, shared by the list and its summary so the tabs count exactly what
// the list pages through. Staff see every invoice; a client their own sent
// ones (clientInvoices).
export function invoiceFilterWhere(actor: SessionUser, filter: TInvoiceSummary): Prisma.InvoiceWhereInput[] {
  const conditions: Prisma.InvoiceWhereInput[] = [];
  if (!isStaff(actor.role)) conditions.push(clientInvoices(actor.id));
  if (filter.clientId) conditions.push({ clientId: filter.clientId });
  // The job's own invoices, and those with a line for it (one of several visits).
  if (filter.jobId) conditions.push({ OR: [{ jobId: filter.jobId }, { items: { some: { jobId: filter.jobId } } }] });
  if (filter.from) conditions.push({ issueDate: { gte: filter.from } });
  if (filter.to) conditions.push({ issueDate: { lte: filter.to } });
  // Every word of the search is in the invoice number (stored upper-case) or
  // in the client's first or last name ("aoife byr" finds Aoife Byrne's).
  // containsText ignores the case of ASCII letters on either engine.
  for (const word of filter.search?.split(/\s+/).filter(Boolean) ?? []) {
    conditions.push({
      OR: [
        { invoiceNumber: containsText(word.toUpperCase()) },
        { client: { firstName: containsText(word) } },
        { client: { lastName: containsText(word) } },
      ],
    });
  }
  return conditions;
}

// What the list shows under its tab: the filters above and the status
// (overdue derived from the due day), shared by the list and its export.
export function invoiceListWhere(
  actor: SessionUser,
  filter: TInvoiceSummary & { status?: InvoiceStatus },
  today: Date,
): Prisma.InvoiceWhereInput {
  const conditions = invoiceFilterWhere(actor, filter);
  if (filter.status !== undefined) conditions.push(whereStatus(filter.status, today));
  return { AND: conditions };
}

// The chosen column, then the number in the same direction so that pages
// never overlap. Numbers sort as text: by year, then by counter while it has
// four digits.
export function invoiceOrder({
  sortBy,
  sortDir,
}: Pick<TListInvoices, "sortBy" | "sortDir">): Prisma.InvoiceOrderByWithRelationInput[] {
  if (sortBy === "invoiceNumber") return [{ invoiceNumber: sortDir }];
  return [{ [sortBy]: sortDir }, { invoiceNumber: sortDir }];
}
