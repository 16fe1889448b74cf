import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { JOB_STAGE } from "@/lib/content/statuses";
import { afterJobChange } from "@/lib/server/jobs/job-events";
import { jobSelect } from "@/lib/server/jobs/job-select";
import { V } from "@/lib/validation/messages";
import { jobShiftLocation } from "./job-shift";
import type { Tx } from "./people";
import { rotaConflict, rotaError } from "./shift-rules";

// The loop between jobs and the rota, seen from the rota: a shift with a
// jobId is that job's one shift (job-shift.ts). Booking a shift on a job, or
// moving a job's shift (times, cleaner), writes the job's cleaner and times
// in the same transaction, with the job's timeline events and e-mails, as
// an update of the job by the office would.

// A job a new shift may be booked on: it exists (400), is not completed and
// has no shift yet (409). Answers the place the shift takes: the job's address.
export async function linkableJob(tx: Tx, jobId: string): Promise<{ location: string }> {
  const job = await tx.job.findUnique({
    where: { id: jobId },
    select: { title: true, location: true, stage: true, _count: { select: { shifts: true } } },
  });
  if (!job) throw rotaError("BAD_REQUEST", "jobId", "The job was not found.");
  if (job.stage === JOB_STAGE.Completed) throw rotaConflict("jobId", V.jobShiftCompleted);
  if (job._count.shifts > 0) throw rotaConflict("jobId", V.jobHasShift);
  return { location: jobShiftLocation(job) };
}

export type ShiftOfJob = { jobId: string; cleanerId: string; startsAt: Date; endsAt: Date };

// The job takes its shift's cleaner, start and end. A completed job keeps
// its times (409 naming `field`; reopen it first, as for a job update).
export async function moveJobToShift(
  tx: Tx,
  { jobId, cleanerId, startsAt, endsAt }: ShiftOfJob,
  actor: SessionUser,
  field = "startsAt",
): Promise<void> {
  const before = await tx.job.findUniqueOrThrow({ where: { id: jobId }, select: jobSelect });
  const isSame =
    before.assigneeId === cleanerId &&
    before.scheduledAt?.getTime() === startsAt.getTime() &&
    before.scheduledEndAt?.getTime() === endsAt.getTime();
  if (isSame) return;
  if (before.stage === JOB_STAGE.Completed) throw rotaConflict(field, V.jobShiftCompleted);
  await tx.job.update({
    where: { id: jobId },
    data: { assigneeId: cleanerId, scheduledAt: startsAt, scheduledEndAt: endsAt },
  });
  const after = await tx.job.findUniqueOrThrow({ where: { id: jobId }, select: jobSelect });
  await afterJobChange(tx, before, after, actor);
}
