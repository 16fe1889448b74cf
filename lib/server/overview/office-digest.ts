import "server-only";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { JOB_STAGE, INVOICE_STATUS } from "@/lib/content/statuses";
import { getEnv } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { dublinDayStart, dublinMonday } from "@/lib/i18n/dublin-time";
import { forgottenBefore } from "@/lib/server/clocking/clock-select";
import { waitingRequestsIn } from "@/lib/server/clocking/correction-requests";
import { db } from "@/lib/server/db";
import { officeDigestMail } from "@/lib/server/mail/messages";
import { queueMail } from "@/lib/server/mail/outbox";
import { toLocale } from "@/lib/server/mail/translator";
import { whereStatus } from "@/lib/server/invoices/invoice-status";
import { dublinDay } from "@/lib/validation/invoices";
import { UNINVOICED_VISITS, unpaidInvoices, type Figure } from "./office-overview";

// The office's Monday digest: once a week, from 07:00 on Monday in Ireland
// (OFFICE_DIGEST_HOUR),
// one e-mail to the office's mailbox (OFFICE_EMAIL, in English, like the
// office's other notifications) listing what waits for it: cleaners' clock
// correction requests, forgotten clock-outs, timesheets to approve (and
// those a waiting request holds), visits of the coming week with no cleaner,
// overdue invoices, completed visits not invoiced, and new enquiries. A week
// when nothing waits sends nothing. Active administrators who asked for it on
// their profile (User.weeklyDigest) get their own copy, in their language.
//
// Every server process checks every quarter of an hour (startDigestWorker);
// the week's OfficeDigest row, inserted in the transaction that queues the
// e-mail, makes it once however many instances run, and a server that was
// down on Monday morning sends it when it comes back that week.

const HOUR_MS = 60 * 60 * 1000;
const WEEK_MS = 7 * 24 * HOUR_MS;
// The names a line lists at most; the count says how many in all.
const NAMES_LISTED = 5;

export type OfficeDigestFigures = {
  clockRequests: { count: number; oldestAt: Date | null };
  forgottenClockOuts: { count: number; names: string[] };
  // Submitted timesheets; `held`: of those, how many a waiting correction request holds.
  timesheetsToApprove: { count: number; held: number };
  // Visits of the next 7 days with no cleaner.
  unstaffedVisits: number;
  // `notReminded`: of those, how many no payment reminder was sent for;
  // `autoRemindOff`: how many the office turned the automatic reminders off for.
  overdueInvoices: Figure & { notReminded: number; autoRemindOff: number };
  uninvoicedVisits: number;
  newEnquiries: number;
  newFranchiseEnquiries: number;
};

export async function officeDigestFigures(now: Date): Promise<OfficeDigestFigures> {
  const [
    oldestRequest,
    clockRequests,
    forgotten,
    submitted,
    unstaffedVisits,
    invoices,
    notReminded,
    autoRemindOff,
    uninvoiced,
    enquiries,
    leads,
  ] = await Promise.all([
    db.clockCorrectionRequest.findFirst({
      where: { status: "pending" },
      orderBy: { createdAt: "asc" },
      select: { createdAt: true },
    }),
    db.clockCorrectionRequest.count({ where: { status: "pending" } }),
    db.clockRecord.findMany({
      where: { clockOutAt: null, clockInAt: { lt: forgottenBefore(now) } },
      select: { user: { select: { firstName: true, lastName: true } } },
      orderBy: { clockInAt: "asc" },
    }),
    db.timesheet.findMany({
      where: { status: "submitted" },
      select: { userId: true, periodStart: true, periodEnd: true },
    }),
    db.job.count({
      where: {
        assigneeId: null,
        stage: { not: JOB_STAGE.Completed },
        scheduledAt: { gte: now, lt: new Date(now.getTime() + WEEK_MS) },
      },
    }),
    unpaidInvoices(now),
    db.invoice.count({ where: { ...whereStatus(INVOICE_STATUS.overdue, dublinDay(now)), reminderCount: 0 } }),
    db.invoice.count({ where: { ...whereStatus(INVOICE_STATUS.overdue, dublinDay(now)), autoRemind: false } }),
    db.job.count({ where: UNINVOICED_VISITS }),
    db.enquiry.count({ where: { status: "new" } }),
    db.franchiseEnquiry.count({ where: { status: "new" } }),
  ]);
  const held = await Promise.all(submitted.map((sheet) => waitingRequestsIn(db, sheet.userId, sheet)));
  const names = [...new Set(forgotten.map(({ user }) => `${user.firstName} ${user.lastName}`.trim()))];
  return {
    clockRequests: { count: clockRequests, oldestAt: oldestRequest?.createdAt ?? null },
    forgottenClockOuts: { count: forgotten.length, names: names.slice(0, NAMES_LISTED) },
    timesheetsToApprove: { count: submitted.length, held: held.filter((waiting) => waiting > 0).length },
    unstaffedVisits,
    overdueInvoices: { ...invoices.overdue, notReminded, autoRemindOff },
    uninvoicedVisits: uninvoiced,
    newEnquiries: enquiries,
    newFranchiseEnquiries: leads,
  };
}

export const nothingWaits = (figures: OfficeDigestFigures) =>
  figures.clockRequests.count === 0 &&
  figures.forgottenClockOuts.count === 0 &&
  figures.timesheetsToApprove.count === 0 &&
  figures.unstaffedVisits === 0 &&
  figures.overdueInvoices.count === 0 &&
  figures.uninvoicedVisits === 0 &&
  figures.newEnquiries === 0 &&
  figures.newFranchiseEnquiries === 0;

export type DigestRun = "early" | "done" | "sent" | "nothing";

// The week's digest, if it is due and not made yet: "early" before Monday at
// OFFICE_DIGEST_HOUR (07:00), "done" when this week's was made (here or by
// another instance), "sent" when the e-mail was queued, "nothing" when
// nothing waited.
export async function sendOfficeDigest(now = new Date(), hour = getEnv().OFFICE_DIGEST_HOUR): Promise<DigestRun> {
  const weekStart = dublinDayStart(dublinMonday(now));
  if (now.getTime() < weekStart.getTime() + hour * HOUR_MS) return "early";
  const made = await db.officeDigest.findUnique({ where: { weekStart }, select: { weekStart: true } });
  if (made) return "done";
  const figures = await officeDigestFigures(now);
  const mailed = !nothingWaits(figures);
  try {
    await db.$transaction(async (tx) => {
      await tx.officeDigest.create({ data: { weekStart, figures: JSON.stringify(figures), mailed } });
      if (!mailed) return;
      await queueMail(tx, officeDigestMail(weekStart, figures, now));
      // The copies administrators asked for on their profile, each in their language.
      const copies = await tx.user.findMany({
        where: { weeklyDigest: true, status: "active", role: { in: [...STAFF_ROLES] } },
        select: { email: true, firstName: true, locale: true },
        orderBy: { email: "asc" },
      });
      for (const user of copies) {
        const recipient = { to: user.email, name: user.firstName, locale: toLocale(user.locale) };
        await queueMail(tx, officeDigestMail(weekStart, figures, now, recipient));
      }
    });
  } catch (error) {
    // Another instance made this week's digest in the meantime.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return "done";
    throw error;
  }
  return mailed ? "sent" : "nothing";
}

let isWorkerStarted = false;

export function startDigestWorker(intervalMs = 15 * 60_000): void {
  if (isWorkerStarted) return;
  isWorkerStarted = true;
  const run = () => sendOfficeDigest().catch((error: unknown) => console.error("The office digest failed:", error));
  setInterval(() => void run(), intervalMs).unref();
  void run();
}
