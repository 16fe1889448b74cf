import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { INVOICE_STATUS } from "@/lib/content/statuses";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { recordJobInvoiced } from "@/lib/server/jobs/job-events";
import { dublinDay, type TUpdateInvoice } from "@/lib/validation/invoices";
import { changedFields } from "./invoice-changes";
import { checkDates, checkLineVisits, checkParties, toItemRow, totalsOrThrow } from "./invoice-checks";
import { recordInvoiceEvents, type NewInvoiceEvent } from "./invoice-events";
import { baseStatus, nextStatus, statusDates } from "./invoice-status";
import { keepBillTo } from "./bill-to";
import { invoiceSelect, toInvoiceView, type InvoiceView } from "./invoice-view";

export type UpdateInvoiceOptions = { actor: SessionUser; input: TUpdateInvoice; now?: Date };

type Tx = Prisma.TransactionClient;
type StoredInvoice = Prisma.InvoiceGetPayload<{ include: { items: true } }>;

// Office only (spec §6). Read, checks and writes share one transaction, so a
// concurrent payment cannot slip between the "is it paid?" check and the write.
// The invoice number never changes, even if the issue date moves to another year.
export async function updateInvoice({ actor, input, now = new Date() }: UpdateInvoiceOptions): Promise<InvoiceView> {
  if (!isStaff(actor.role)) throw new AppError("FORBIDDEN", "Only the office can change invoices.");
  const today = dublinDay(now);
  const updated = await db.$transaction(async (tx) => {
    const stored = await tx.invoice.findUnique({
      where: { id: input.id },
      include: { items: { orderBy: { position: "asc" } } },
    });
    if (!stored) throw new AppError("NOT_FOUND", "The invoice was not found.");
    const status =
      input.status === undefined
        ? stored.status
        : nextStatus({ stored: stored.status, dueDate: stored.dueDate }, input.status, actor.role, today);
    // Neither the notes nor the reminders' switch is what the client is billed.
    const unbilled = {
      ...(input.notes !== undefined && { notes: input.notes }),
      ...(input.autoRemind !== undefined && { autoRemind: input.autoRemind }),
    };
    const dates = statusDates(stored, status, input.paidAt, now, today);

    // A paid invoice is a record of money received: only its notes, its
    // reminders' switch (and a Super Administrator's reopening, checked above)
    // may change. Its day of payment sent back unchanged is no change.
    const changed = changedFields(stored, input);
    if (stored.status === INVOICE_STATUS.paid) {
      const paidAt = status === INVOICE_STATUS.paid ? input.paidAt : undefined;
      if (paidAt && paidAt.getTime() !== stored.paidAt?.getTime()) changed.push("paidAt");
      if (changed.length > 0) {
        throw new AppError("CONFLICT", "A paid invoice cannot be changed.", {
          fields: Object.fromEntries(changed.map((field) => [field, "A paid invoice cannot be changed."])),
        });
      }
      await tx.invoice.update({ where: { id: stored.id }, data: { status, ...dates, ...unbilled } });
      await keepBillTo(tx, stored.id, status, false);
      await recordInvoiceEvents(tx, stored.id, actor.id, updateEvents(stored, input, changed, status, dates), now);
      return tx.invoice.findUniqueOrThrow({ where: { id: stored.id }, select: invoiceSelect });
    }
    const data = await editableFields(tx, stored, input, changed);
    if (input.items) await tx.invoiceItem.deleteMany({ where: { invoiceId: stored.id } });
    await tx.invoice.update({ where: { id: stored.id }, data: { ...data, status, ...dates, ...unbilled } });
    // Going out, or changed while out (a new issue of it): addressed as the records say now.
    const isIssued = stored.status === INVOICE_STATUS.draft || changed.length > 0;
    await keepBillTo(tx, stored.id, status, isIssued);
    await recordInvoiceEvents(tx, stored.id, actor.id, updateEvents(stored, input, changed, status, dates), now);
    const invoice = await tx.invoice.findUniqueOrThrow({ where: { id: stored.id }, select: invoiceSelect });
    // Linked to a job, or lines to visits, not linked before: an `invoiced` event on each one's timeline.
    const before = [stored.jobId, ...stored.items.map((item) => item.jobId)];
    await recordJobInvoiced(tx, invoice, actor, before);
    return invoice;
  });
  return toInvoiceView(updated, today);
}

// The history's events of one update (invoice-events.ts): the fields it
// really changed, its status change, and the reminders' switch turned over.
function updateEvents(
  stored: StoredInvoice,
  input: TUpdateInvoice,
  changed: readonly string[],
  status: number,
  dates: { paidAt?: Date | null },
): NewInvoiceEvent[] {
  const events: NewInvoiceEvent[] = [];
  const fields = [...changed];
  if (input.notes !== undefined && input.notes !== stored.notes) fields.push("notes");
  if (fields.length > 0) events.push({ type: "edited", data: { fields } });
  const from = baseStatus(stored.status);
  if (status !== from) {
    const paidAt = status === INVOICE_STATUS.paid && dates.paidAt ? { paidAt: dates.paidAt.toISOString() } : {};
    events.push({ type: "status", data: { from, to: status, ...paidAt } });
  }
  if (input.autoRemind !== undefined && input.autoRemind !== stored.autoRemind) {
    events.push({ type: "autoRemind", data: { on: input.autoRemind } });
  }
  return events;
}

// The new values of an unpaid invoice, checked, with every total recomputed.
async function editableFields(tx: Tx, stored: StoredInvoice, input: TUpdateInvoice, changed: string[]) {
  const clientId = input.clientId ?? stored.clientId;
  const jobId = input.jobId === undefined ? stored.jobId : input.jobId;
  // Parties are checked again only when they change: a job handed to another
  // client since must not block an edit of the amounts.
  const isRebilled = changed.includes("clientId") || changed.includes("jobId");
  const companyId = isRebilled ? (await checkParties(tx, clientId, jobId)).companyId : stored.companyId;
  const issueDate = input.issueDate ?? stored.issueDate;
  const dueDate = input.dueDate ?? stored.dueDate;
  checkDates(issueDate, dueDate);
  const money = {
    discountCents: input.discountCents ?? stored.discountCents,
    shippingCents: input.shippingCents ?? stored.shippingCents,
    taxRateBp: input.taxRateBp ?? stored.taxRateBp,
  };
  const items = input.items ?? stored.items.map((item) => ({ ...item, service: item.service ?? undefined }));
  // The visits are checked again when the lines or the client change.
  if (input.items || changed.includes("clientId")) await checkLineVisits(tx, clientId, items, stored.id);
  const totals = totalsOrThrow({ ...money, items });
  return {
    clientId,
    companyId,
    jobId,
    issueDate,
    dueDate,
    ...money,
    subTotalCents: totals.subTotalCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    ...(input.items && { items: { create: totals.items.map(toItemRow) } }),
  };
}
