import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import type { HistoryItem } from "@/lib/validation/history";
import { JOB_TIMELINE_TYPES, type JobEventType, type JobTimelineType } from "@/lib/content/history";
import { findVisibleJob } from "./job-access";
import { fullName } from "./job-select";

export type TimelineItem = HistoryItem<JobTimelineType>;

const personSelect = { id: true, firstName: true, lastName: true } as const;
const person = (row: { id: string; firstName: string; lastName: string } | null) =>
  row ? { id: row.id, name: fullName(row) } : null;

// Items of one instant (the events of one change) keep the order of a change:
// created, assigned, scheduled, stage…; a clock-out after its clock-in.
const RANK: readonly JobTimelineType[] = JOB_TIMELINE_TYPES;

/**
 * A job's history, oldest first, for whoever may see the job (404 otherwise):
 * its JobEvent rows merged with the clock-ins and clock-outs recorded on it.
 * Invoices (`invoiced`) are shown to staff and the job's client only, not to
 * cleaners. Jobs older than the timeline have no events: their `created`
 * comes from the job's creation date and their `signed` from the sign-off.
 */
export async function jobTimeline({ actor, jobId }: { actor: SessionUser; jobId: string }): Promise<TimelineItem[]> {
  const job = await findVisibleJob(actor, jobId);
  const seesInvoices = isStaff(actor.role) || actor.id === job.clientId;
  const [events, clockRecords, signOff] = await Promise.all([
    db.jobEvent.findMany({
      where: { jobId: job.id, ...(!seesInvoices && { type: { not: "invoiced" } }) },
      select: { id: true, type: true, data: true, createdAt: true, actor: { select: personSelect } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
    db.clockRecord.findMany({
      where: { jobId: job.id },
      select: { id: true, clockInAt: true, clockOutAt: true, user: { select: personSelect } },
      orderBy: [{ clockInAt: "asc" }, { id: "asc" }],
    }),
    job.signature
      ? db.jobSignature.findUnique({
          where: { jobId: job.id },
          select: { id: true, signedBy: { select: personSelect } },
        })
      : null,
  ]);

  const items: TimelineItem[] = events.map((event) => ({
    id: event.id,
    type: event.type as JobEventType,
    at: event.createdAt,
    actor: person(event.actor),
    data: event.data ? (JSON.parse(event.data) as Record<string, unknown>) : null,
  }));
  if (!events.some((event) => event.type === "created")) {
    items.push({ id: `created:${job.id}`, type: "created", at: job.createdAt, actor: null, data: null });
  }
  if (job.signature && signOff && !events.some((event) => event.type === "signed")) {
    items.push({
      id: `signed:${signOff.id}`,
      type: "signed",
      at: job.signature.signedAt,
      actor: person(signOff.signedBy),
      data: { signerName: job.signature.signerName, notes: job.signature.notes },
    });
  }
  for (const record of clockRecords) {
    const data = { clockRecordId: record.id };
    const who = person(record.user);
    items.push({ id: `clockIn:${record.id}`, type: "clockIn", at: record.clockInAt, actor: who, data });
    if (record.clockOutAt) {
      const minutes = Math.round((record.clockOutAt.getTime() - record.clockInAt.getTime()) / 60_000);
      items.push({
        id: `clockOut:${record.id}`,
        type: "clockOut",
        at: record.clockOutAt,
        actor: who,
        data: { ...data, minutes },
      });
    }
  }
  return items.sort(
    (a, b) =>
      a.at.getTime() - b.at.getTime() ||
      RANK.indexOf(a.type) - RANK.indexOf(b.type) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
