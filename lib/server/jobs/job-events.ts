import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { JOB_STAGE } from "@/lib/content/statuses";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { syncJobShift } from "@/lib/server/rota/job-shift";
import type { JobEventType } from "@/lib/content/history";
import { queueJobChangeMails } from "./job-mails";
import { fullName, type jobSelect, type JobRow } from "./job-select";

// A job's timeline (GET /api/job/timeline): one JobEvent row per thing that
// happened to the job, written in the same transaction as the change, so a
// change that rolls back leaves no event and no change goes unrecorded.

type EventClient = Pick<Prisma.TransactionClient, "jobEvent">;

export type NewJobEvent = {
  jobId: string;
  type: JobEventType;
  actorId: string | null;
  data?: Record<string, unknown> | null;
  at?: Date;
};

export async function recordJobEvents(tx: EventClient, events: readonly NewJobEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.jobEvent.createMany({
    data: events.map((event) => ({
      jobId: event.jobId,
      type: event.type,
      actorId: event.actorId,
      data: event.data ? JSON.stringify(event.data) : null,
      createdAt: event.at,
    })),
  });
}

export const recordJobEvent = (tx: EventClient, event: NewJobEvent) => recordJobEvents(tx, [event]);

// What the events and the mails compare: a job as jobSelect reads it.
export type JobState = Pick<
  JobRow,
  | "id"
  | "title"
  | "location"
  | "stage"
  | "scheduledAt"
  | "clientId"
  | "assigneeId"
  | "client"
  | "assignee"
  | "signature"
>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

// The events of one change of a job, from the job before (null: just
// created) and after it. One event per action: a sign-off is `signed` and a
// reopening `reopened` (both with the stage's from/to), not also `stage`.
export function jobChangeEvents(before: JobState | null, after: JobState, actorId: string | null): NewJobEvent[] {
  const at = new Date();
  const event = (type: JobEventType, data: Record<string, unknown> | null = null): NewJobEvent => ({
    jobId: after.id,
    type,
    actorId,
    data,
    at,
  });
  const events: NewJobEvent[] = [];
  if (!before) events.push(event("created", { stage: after.stage }));

  const previousAssigneeId = before?.assigneeId ?? null;
  if (after.assigneeId !== previousAssigneeId) {
    const previousAssigneeName = before?.assignee ? fullName(before.assignee) : null;
    if (after.assigneeId) {
      const assigneeName = after.assignee ? fullName(after.assignee) : null;
      const previous = previousAssigneeId ? { previousAssigneeId, previousAssigneeName } : {};
      events.push(event("assigned", { assigneeId: after.assigneeId, assigneeName, ...previous }));
    } else {
      events.push(event("unassigned", { assigneeId: previousAssigneeId, assigneeName: previousAssigneeName }));
    }
  }

  const previousScheduledAt = iso(before?.scheduledAt ?? null);
  if (iso(after.scheduledAt) !== previousScheduledAt) {
    events.push(event("scheduled", { scheduledAt: iso(after.scheduledAt), previousScheduledAt }));
  }

  if (before && after.stage !== before.stage) {
    const move = { from: before.stage, to: after.stage };
    if (after.signature && !before.signature) {
      events.push(event("signed", { signerName: after.signature.signerName, notes: after.signature.notes, ...move }));
    } else if (before.stage === JOB_STAGE.Completed) {
      events.push(event("reopened", move));
    } else {
      events.push(event("stage", move));
    }
  }
  return events;
}

export type JobChangeOptions = {
  // False for changes that must not e-mail anyone (the visits a recurring
  // series generates): the events are still recorded.
  queueJobMails?: boolean;
};

// Everything a change of a job causes besides the change itself: its
// timeline events and its e-mails (job-mails.ts), in the change's transaction.
export async function afterJobChange(
  tx: Prisma.TransactionClient,
  before: JobState | null,
  after: JobState,
  actor: SessionUser,
  { queueJobMails = true }: JobChangeOptions = {},
): Promise<void> {
  await recordJobEvents(tx, jobChangeEvents(before, after, actor.id));
  if (queueJobMails) await queueJobChangeMails(tx, before, after, actor);
}

// A new job, its events, its mails and its rota shift (when it has a
// cleaner, a start and an end: lib/server/rota/job-shift.ts) in one
// transaction (createJob; the visits of a recurring series pass queueJobMails: false).
export async function createJobRecorded({
  actor,
  queueJobMails,
  ...args
}: {
  data: Prisma.JobUncheckedCreateInput;
  select: typeof jobSelect;
  actor: SessionUser;
} & JobChangeOptions): Promise<JobRow> {
  return db.$transaction(async (tx) => {
    const created = await tx.job.create(args);
    await afterJobChange(tx, null, created, actor, { queueJobMails });
    await syncJobShift(tx, created, { actorId: actor.id, isStaffActor: isStaff(actor.role) });
    return created;
  });
}

// An invoice made for a job or with lines for its visits, or linked to one
// later (create-invoice.ts, update-invoice.ts): an `invoiced` event on each
// job newly linked, in the invoice's transaction.
export async function recordJobInvoiced(
  tx: EventClient,
  invoice: { id: string; invoiceNumber: string; jobId: string | null; items: { jobId: string | null }[] },
  actor: Pick<SessionUser, "id">,
  // The jobs the invoice was linked to before this change: they have their event already.
  linkedBefore: readonly (string | null)[],
): Promise<void> {
  const jobIds = new Set([invoice.jobId, ...invoice.items.map((item) => item.jobId)]);
  // One insert for all of them (an invoice may bill fifty visits).
  await recordJobEvents(
    tx,
    [...jobIds]
      .filter((jobId): jobId is string => jobId !== null && !linkedBefore.includes(jobId))
      .map((jobId) => ({
        jobId,
        type: "invoiced",
        actorId: actor.id,
        data: { invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber },
      })),
  );
}
