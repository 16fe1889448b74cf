import "server-only";
import { AppError } from "@/lib/api/errors";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import { INVOICE_STATUS } from "@/lib/content/statuses";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/routing";
import { db } from "@/lib/server/db";
import { invoiceMail } from "@/lib/server/mail/messages";
import { queueMail } from "@/lib/server/mail/outbox";
import { toLocale } from "@/lib/server/mail/translator";
import type { TSendInvoiceEmail } from "@/lib/validation/invoice-documents";
import { dublinDay } from "@/lib/validation/invoices";
import { V } from "@/lib/validation/messages";
import { keepBillTo } from "./bill-to";
import { recordInvoiceEvents } from "./invoice-events";
import { effectiveStatus, nextStatus, statusDates } from "./invoice-status";
import { invoiceSelect, toInvoiceView, type InvoiceView } from "./invoice-view";

export type SendInvoiceEmailOptions = { actor: SessionUser; input: TSendInvoiceEmail; now?: Date };

/**
 * Office only: the invoice e-mailed to its client, in `locale` or the
 * client's account language, its PDF attached (made when the outbox sends
 * it). Sending a draft is sending the invoice: it becomes pending, by the
 * same rule as a status change (nextStatus, statusDates). The status change
 * and the mail are one transaction: no sent invoice without its mail, no mail
 * for a change that rolled back. A pending, overdue or paid invoice is sent
 * again as it is; while it is overdue that mail is a payment reminder, and
 * the invoice counts it (reminderCount, remindedAt), in the same transaction.
 * An invoice for nothing (€0.00) is refused.
 */
export async function sendInvoiceEmail({
  actor,
  input,
  now = new Date(),
}: SendInvoiceEmailOptions): Promise<{ mailId: string; invoice: InvoiceView }> {
  if (!isStaff(actor.role)) throw new AppError("FORBIDDEN", "Only the office can send invoices.");
  const today = dublinDay(now);
  return db.$transaction(async (tx) => {
    const stored = await tx.invoice.findUnique({
      where: { id: input.id },
      select: {
        status: true,
        dueDate: true,
        sentAt: true,
        paidAt: true,
        totalCents: true,
        reminderCount: true,
        client: { select: { locale: true } },
      },
    });
    if (!stored) throw new AppError("NOT_FOUND", "The invoice was not found.");
    // A draft whose prices were never filled in ("Invoice this job" starts at
    // €0.00) must not reach the client as an invoice for nothing.
    if (stored.totalCents <= 0) throw new AppError("CONFLICT", V.invoiceNothingToSend);
    if (stored.status === INVOICE_STATUS.draft) {
      const { status, ...dates } = toPending(stored, actor, now, today);
      await tx.invoice.update({ where: { id: input.id }, data: { status, ...dates } });
      // It goes out now, addressed as the records say now.
      await keepBillTo(tx, input.id, status, true);
    }
    // A draft's first sending is the invoice, whatever its due day.
    const isReminder =
      stored.status !== INVOICE_STATUS.draft &&
      effectiveStatus(stored.status, stored.dueDate, today) === INVOICE_STATUS.overdue;
    if (isReminder) {
      await tx.invoice.update({
        where: { id: input.id },
        data: { remindedAt: now, reminderCount: { increment: 1 } },
      });
    }
    const locale = input.locale ?? toLocale(stored.client.locale);
    const sent = await queueInvoiceMail(tx, { id: input.id, locale, isReminder, today });
    const email = sent.invoice.client.email;
    await recordInvoiceEvents(
      tx,
      input.id,
      actor.id,
      [
        isReminder
          ? { type: "reminded", data: { email, locale, count: stored.reminderCount + 1, automatic: false } }
          : { type: "emailed", data: { email, locale, issued: stored.status === INVOICE_STATUS.draft } },
      ],
      now,
    );
    return sent;
  });
}

type Tx = Prisma.TransactionClient;

/**
 * The invoice's e-mail to its client queued in the outbox, in the caller's
 * transaction: the invoice itself, or a payment reminder (also sent by
 * auto-reminders.ts), with the invoice as it reads once the transaction's
 * changes are made.
 */
export async function queueInvoiceMail(
  tx: Tx,
  { id, locale, isReminder, today }: { id: string; locale: Locale; isReminder: boolean; today: Date },
): Promise<{ mailId: string; invoice: InvoiceView }> {
  const row = await tx.invoice.findUniqueOrThrow({ where: { id }, select: invoiceSelect });
  const invoice = toInvoiceView(row, today);
  const mailId = await queueMail(
    tx,
    invoiceMail(
      { to: invoice.client.email, name: row.client.firstName, locale },
      {
        id: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        totalCents: invoice.totalCents,
        dueDate: invoice.dueDate,
        isPaid: row.status === INVOICE_STATUS.paid,
        isReminder,
      },
    ),
  );
  return { mailId, invoice };
}

function toPending(
  stored: { status: number; dueDate: Date; sentAt: Date | null; paidAt: Date | null },
  actor: SessionUser,
  now: Date,
  today: Date,
) {
  const status = nextStatus(
    { stored: stored.status, dueDate: stored.dueDate },
    INVOICE_STATUS.pending,
    actor.role,
    today,
  );
  return { status, ...statusDates(stored, status, undefined, now, today) };
}
