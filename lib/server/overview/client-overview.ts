import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { INVOICE_STATUS, JOB_STAGE } from "@/lib/content/statuses";
import { db } from "@/lib/server/db";
import { effectiveStatus } from "@/lib/server/invoices/invoice-status";
import { personSelect, toPersonRef, type PersonRef } from "@/lib/server/rota/people";
import { dublinDay } from "@/lib/validation/invoices";
import { dayOf } from "./weeks";

export type ClientOverview = {
  role: "client";
  upcoming: {
    id: string;
    title: string;
    scheduledAt: Date;
    scheduledEndAt: Date | null;
    assignee: PersonRef | null;
    stage: number;
  }[];
  lastCompleted: { id: string; title: string; signedAt: Date; signedBy: string } | null;
  openInvoices: { id: string; number: string; totalCents: number; dueDate: Date; status: number }[];
};

export const UPCOMING_JOBS = 5;
export const OPEN_INVOICES = 10;

// A client's own jobs and bills only (house style §3: the scope is set here,
// whoever calls). Upcoming: their next visits not yet completed, from the
// start of today in Ireland (a visit this morning stays until it is signed
// off or the day ends), soonest first. Last completed: their latest sign-off
// (a job is completed only by its sign-off, and reopening it removes it).
// Open invoices: sent and not paid (pending or overdue), the earliest due first.
export async function clientOverview(actor: SessionUser, now: Date): Promise<ClientOverview> {
  const [upcoming, lastSignOff, invoices] = await Promise.all([
    db.job.findMany({
      where: { clientId: actor.id, stage: { not: JOB_STAGE.Completed }, scheduledAt: { gte: dayOf(now).from } },
      select: {
        id: true,
        title: true,
        scheduledAt: true,
        scheduledEndAt: true,
        stage: true,
        assignee: { select: personSelect },
      },
      orderBy: [{ scheduledAt: "asc" }, { id: "asc" }],
      take: UPCOMING_JOBS,
    }),
    db.jobSignature.findFirst({
      where: { job: { clientId: actor.id } },
      select: { signedAt: true, signerName: true, job: { select: { id: true, title: true } } },
      orderBy: [{ signedAt: "desc" }, { id: "desc" }],
    }),
    db.invoice.findMany({
      where: { clientId: actor.id, status: { in: [INVOICE_STATUS.pending, INVOICE_STATUS.overdue] } },
      select: { id: true, invoiceNumber: true, totalCents: true, dueDate: true, status: true },
      orderBy: [{ dueDate: "asc" }, { invoiceNumber: "asc" }],
      take: OPEN_INVOICES,
    }),
  ]);
  const today = dublinDay(now);
  return {
    role: "client",
    upcoming: upcoming.map(({ assignee, scheduledAt, ...job }) => ({
      ...job,
      scheduledAt: scheduledAt!,
      assignee: assignee && toPersonRef(assignee),
    })),
    lastCompleted: lastSignOff && {
      id: lastSignOff.job.id,
      title: lastSignOff.job.title,
      signedAt: lastSignOff.signedAt,
      signedBy: lastSignOff.signerName,
    },
    openInvoices: invoices.map(({ invoiceNumber, status, ...invoice }) => ({
      ...invoice,
      number: invoiceNumber,
      status: effectiveStatus(status, invoice.dueDate, today),
    })),
  };
}
