import "server-only";
import { INVOICE_STATUS } from "@/lib/content/statuses";
import { getEnv } from "@/lib/env";
import { toDublinLocal } from "@/lib/i18n/dublin-time";
import { isIrishDayOff } from "@/lib/i18n/irish-holidays";
import { db } from "@/lib/server/db";
import { toLocale } from "@/lib/server/mail/translator";
import { addDays, dublinDay } from "@/lib/validation/invoices";
import { REMINDER_HOUR, nextAutoReminderDay } from "./reminder-schedule";
import { recordInvoiceEvents } from "./invoice-events";
import { queueInvoiceMail } from "./send-invoice-email";

// Payment reminders that go by themselves. An unpaid invoice past its due day
// is reminded on the days of INVOICE_REMINDER_DAYS after it (7, 21 and 35 by
// default): reminder n + 1 is due once the invoice is that many days late
// when n reminders went, those the office sent by hand included, so a client
// the office just chased is not chased again the next morning. Two more rules
// keep them courteous:
// - never within a week of the last reminder, whoever sent it;
// - on office days only (not a weekend or an Irish public holiday), from
//   09:00 in Ireland, as an office would send them.
// The office turns them off per invoice (Invoice.autoRemind), for a client
// who agreed to pay later, say. Every server process checks every quarter of
// an hour (startReminderWorker); each reminder is claimed by a conditional
// update of the invoice's count, in the transaction that queues its e-mail,
// so it goes once however many instances run.

// Invoices reminded per run at most: a backlog (the first start with the
// feature on) drains over a few runs instead of one long burst.
const BATCH = 200;

/**
 * The reminders due at `now` queued, each in its client's language with the
 * invoice's PDF, and counted on the invoice (reminderCount, remindedAt) as a
 * reminder the office sends is. Answers how many went.
 */
export async function sendDueReminders(
  now = new Date(),
  days: readonly number[] = getEnv().INVOICE_REMINDER_DAYS,
): Promise<number> {
  const today = dublinDay(now);
  const hour = Number(toDublinLocal(now).slice(11, 13));
  const first = days[0];
  if (first === undefined || isIrishDayOff(today) || hour < REMINDER_HOUR) return 0;
  // The first reminder is the earliest: an invoice less late than that has none due.
  const candidates = await db.invoice.findMany({
    where: {
      status: { in: [INVOICE_STATUS.pending, INVOICE_STATUS.overdue] },
      autoRemind: true,
      totalCents: { gt: 0 },
      reminderCount: { lt: days.length },
      dueDate: { lte: addDays(today, -first) },
    },
    select: {
      id: true,
      status: true,
      dueDate: true,
      totalCents: true,
      autoRemind: true,
      reminderCount: true,
      remindedAt: true,
      client: { select: { locale: true } },
    },
    orderBy: [{ dueDate: "asc" }, { id: "asc" }],
  });
  const due = candidates.filter((invoice) => nextAutoReminderDay(invoice, today, days)?.getTime() === today.getTime());
  let sent = 0;
  for (const invoice of due.slice(0, BATCH)) {
    const isSent = await db.$transaction(async (tx) => {
      // Claimed only as read: another instance, the office or a payment since makes this a no-op.
      const claimed = await tx.invoice.updateMany({
        where: {
          id: invoice.id,
          reminderCount: invoice.reminderCount,
          autoRemind: true,
          status: { in: [INVOICE_STATUS.pending, INVOICE_STATUS.overdue] },
        },
        data: { reminderCount: { increment: 1 }, remindedAt: now },
      });
      if (claimed.count === 0) return false;
      const locale = toLocale(invoice.client.locale);
      const { invoice: view } = await queueInvoiceMail(tx, { id: invoice.id, locale, isReminder: true, today });
      // Sent by no one: the history says the server sent it by itself.
      const data = { email: view.client.email, locale, count: invoice.reminderCount + 1, automatic: true };
      await recordInvoiceEvents(tx, invoice.id, null, [{ type: "reminded", data }], now);
      return true;
    });
    if (isSent) sent += 1;
  }
  return sent;
}

let isWorkerStarted = false;

export function startReminderWorker(intervalMs = 15 * 60_000): void {
  if (isWorkerStarted) return;
  isWorkerStarted = true;
  const run = () =>
    sendDueReminders().catch((error: unknown) => console.error("The automatic payment reminders failed:", error));
  setInterval(() => void run(), intervalMs).unref();
  void run();
}
