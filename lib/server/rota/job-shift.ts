import "server-only";
import type { Tx } from "./people";
import { queueRotaChangeMails, type ShiftChange, type ShiftSlot } from "./rota-mails";
import { assertNoOverlap, type ClashOptions } from "./shift-rules";

// The loop between jobs and the rota, seen from the job: a job with a
// cleaner, a start and an end has exactly one shift on the rota
// (RotaShift.jobId = job.id) with the job's cleaner and times, at the job's
// address (its title when it has none). syncJobShift is called in the
// transaction of every write of a job's cleaner or times (create, update,
// the visits of a series) and makes the rota agree: it creates, moves or
// removes the shift. The other direction (a shift moved on the rota moves
// its job) is in shift-job.ts.

export type JobForShift = {
  id: string;
  title: string;
  location: string;
  assigneeId: string | null;
  scheduledAt: Date | null;
  scheduledEndAt: Date | null;
};

export type SyncJobShiftOptions = {
  // Who made the change (null: the series generator); never mailed about it.
  actorId: string | null;
  // Staff are told which shift clashes; a client moving their visit only that the cleaner is busy.
  isStaffActor?: boolean;
  // The field a clash is reported on (scheduledAt for the job calls).
  clashField?: string;
};

export const jobShiftLocation = (job: Pick<JobForShift, "title" | "location">) =>
  (job.location.trim() || job.title).slice(0, 300);

// The shift a job should have, or null when it should have none.
export function wantedShift(job: JobForShift): ShiftSlot | null {
  if (!job.assigneeId || !job.scheduledAt || !job.scheduledEndAt) return null;
  return {
    cleanerId: job.assigneeId,
    startsAt: job.scheduledAt,
    endsAt: job.scheduledEndAt,
    location: jobShiftLocation(job),
  };
}

const slotSelect = { id: true, cleanerId: true, startsAt: true, endsAt: true, location: true } as const;

const isSameSlot = (a: ShiftSlot, b: ShiftSlot) =>
  a.cleanerId === b.cleanerId &&
  a.startsAt.getTime() === b.startsAt.getTime() &&
  a.endsAt.getTime() === b.endsAt.getTime() &&
  a.location === b.location;

// Makes the rota agree with the job. A shift that would clash with another
// of the cleaner's refuses the job's write (409 naming it on clashField). A
// job's shift may last longer than the rota's 16 hours: it mirrors the job.
// Shifts of published weeks that change are mailed to their cleaners.
export async function syncJobShift(
  tx: Tx,
  job: JobForShift,
  { actorId, isStaffActor = true, clashField = "scheduledAt" }: SyncJobShiftOptions,
): Promise<void> {
  const clash: ClashOptions = { field: clashField, isDetailed: isStaffActor };
  const wanted = wantedShift(job);
  const existing = await tx.rotaShift.findMany({
    where: { jobId: job.id },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    select: slotSelect,
  });
  // Only one shift is the job's: any other (from before the loop) goes.
  const current = wanted ? existing[0] : undefined;
  const extra = wanted ? existing.slice(1) : existing;
  const changes: ShiftChange[] = extra.map((before) => ({ before, after: null }));
  if (extra.length > 0) await tx.rotaShift.deleteMany({ where: { id: { in: extra.map((shift) => shift.id) } } });

  if (wanted && !current) {
    await assertNoOverlap(tx, wanted, clash);
    await tx.rotaShift.create({ data: { ...wanted, jobId: job.id, notes: null, createdById: actorId } });
    changes.push({ before: null, after: wanted });
  } else if (wanted && current && !isSameSlot(current, wanted)) {
    await assertNoOverlap(tx, { ...wanted, ignoreId: current.id }, clash);
    // The notes stay: the office may have written some on the shift.
    await tx.rotaShift.update({ where: { id: current.id }, data: wanted });
    changes.push({ before: current, after: wanted });
  }
  await queueRotaChangeMails(tx, changes, actorId);
}

// Jobs about to be deleted (a series ended): their shifts go with them.
export async function removeJobShifts(tx: Tx, jobIds: readonly string[], actorId: string | null): Promise<void> {
  if (jobIds.length === 0) return;
  const shifts = await tx.rotaShift.findMany({ where: { jobId: { in: [...jobIds] } }, select: slotSelect });
  if (shifts.length === 0) return;
  await tx.rotaShift.deleteMany({ where: { id: { in: shifts.map((shift) => shift.id) } } });
  await queueRotaChangeMails(
    tx,
    shifts.map((before) => ({ before, after: null })),
    actorId,
  );
}
