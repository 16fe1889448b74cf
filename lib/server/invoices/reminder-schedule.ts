import { isUnpaid } from "@/lib/content/statuses";
import { isIrishDayOff } from "@/lib/i18n/irish-holidays";
import { addDays, dublinDay } from "@/lib/validation/invoices";

// When the automatic payment reminders go (auto-reminders.ts sends them; an
// invoice's view shows the next one's day).

export const REMINDER_HOUR = 9;
// The least time between two reminders of one invoice, in days.
export const REMINDER_GAP_DAYS = 7;

type Remindable = {
  status: number;
  dueDate: Date;
  totalCents: number;
  autoRemind: boolean;
  reminderCount: number;
  remindedAt: Date | null;
};

/**
 * The Irish day (00:00 UTC of it, as invoice dates are) on which the next
 * automatic reminder of this invoice goes, on or after `today`; null when
 * none will: paid or draft, turned off, nothing to pay, or every reminder of
 * the schedule sent.
 */
export function nextAutoReminderDay(invoice: Remindable, today: Date, days: readonly number[]): Date | null {
  if (!isUnpaid(invoice.status) || !invoice.autoRemind || invoice.totalCents <= 0) return null;
  const after = days[invoice.reminderCount];
  if (after === undefined) return null;
  const candidates = [addDays(invoice.dueDate, after), today];
  if (invoice.remindedAt) candidates.push(addDays(dublinDay(invoice.remindedAt), REMINDER_GAP_DAYS));
  let day = new Date(Math.max(...candidates.map((candidate) => candidate.getTime())));
  while (isIrishDayOff(day)) day = addDays(day, 1);
  return day;
}
