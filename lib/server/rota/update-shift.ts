import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { V } from "@/lib/validation/messages";
import type { TUpdateShift } from "@/lib/validation/rota";
import { assertActiveCleaner } from "./people";
import { queueRotaChangeMails } from "./rota-mails";
import { assertRotaEditor, shiftNotFound } from "./shift-access";
import { linkableJob, moveJobToShift } from "./shift-job";
import { assertNoOverlap, assertShiftTimes, rotaConflict } from "./shift-rules";
import { shiftSelect, toOneShift, type Shift } from "./shift-select";

export type UpdateShiftOptions = { actor: SessionUser; input: TUpdateShift };

// Only the fields given change; the rules are checked on the shift as it
// will be (a calendar drag sends startsAt and endsAt). A job's shift moves
// its job (cleaner, times) in the same transaction; it cannot leave its job
// or take another place than the job's address (409: change the job).
// Booking an existing shift on a job makes it that job's shift, no longer
// part of a repeat.
export async function updateShift({ actor, input }: UpdateShiftOptions): Promise<Shift> {
  assertRotaEditor(actor);
  const { id, ...changes } = input;
  return db.$transaction(async (tx) => {
    const current = await tx.rotaShift.findUnique({
      where: { id },
      select: { cleanerId: true, jobId: true, location: true, startsAt: true, endsAt: true, notes: true },
    });
    if (!current) throw shiftNotFound();
    const given = definedOnly(changes);
    const next = { ...current, ...given };
    assertShiftTimes(next.startsAt, next.endsAt);
    // A cleaner who has left may keep past shifts; only a new booking needs an active one.
    if (changes.cleanerId && changes.cleanerId !== current.cleanerId) {
      await assertActiveCleaner(tx, changes.cleanerId, "cleanerId");
    }
    let data: Prisma.RotaShiftUncheckedUpdateInput = given;
    if (current.jobId) {
      if (given.jobId !== undefined && given.jobId !== current.jobId) throw rotaConflict("jobId", V.shiftOfJob);
      if (given.location !== undefined && given.location !== current.location) {
        throw rotaConflict("location", V.jobShiftAddress);
      }
    } else if (given.jobId) {
      data = { ...given, location: (await linkableJob(tx, given.jobId)).location, seriesId: null };
    }
    await assertNoOverlap(tx, { ...next, ignoreId: id });
    const row = await tx.rotaShift.update({ where: { id }, data, select: shiftSelect });
    if (row.jobId) {
      const field = changes.cleanerId !== undefined && !changes.startsAt && !changes.endsAt ? "cleanerId" : "startsAt";
      await moveJobToShift(tx, { ...row, jobId: row.jobId }, actor, field);
    }
    await queueRotaChangeMails(tx, [{ before: current, after: row }], actor.id);
    return toOneShift(tx, row);
  });
}

function definedOnly<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
