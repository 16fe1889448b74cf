import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { V } from "@/lib/validation/messages";
import type { Tx } from "./people";
import { queueRotaChangeMails } from "./rota-mails";
import { assertRotaEditor, shiftNotFound } from "./shift-access";
import { rotaConflict } from "./shift-rules";
import { shiftSelect, toOneShift, type Shift, type ShiftRow } from "./shift-select";

export type DeleteShiftOptions = { actor: SessionUser; id: string };

// Answers the shift as it was, so the caller can offer to undo. A job's
// shift is the job's business: it goes when the job loses its cleaner or
// times, never on its own (409).
export async function deleteShift({ actor, id }: DeleteShiftOptions): Promise<Shift> {
  assertRotaEditor(actor);
  return db.$transaction(async (tx) => {
    const row = await deletableShift(tx, id);
    const shift = await toOneShift(tx, row);
    await tx.rotaShift.delete({ where: { id } });
    await queueRotaChangeMails(tx, [{ before: row, after: null }], actor.id);
    return shift;
  });
}

// DELETE /api/Rota/Delete with scope "following": the shift and the later
// shifts of its repeat (seriesId); a shift of no repeat alone. Answers how
// many were deleted.
export async function deleteFollowingShifts({ actor, id }: DeleteShiftOptions): Promise<{ deleted: number }> {
  assertRotaEditor(actor);
  return db.$transaction(async (tx) => {
    const row = await deletableShift(tx, id);
    const later = row.seriesId
      ? await tx.rotaShift.findMany({
          where: { seriesId: row.seriesId, startsAt: { gt: row.startsAt }, jobId: null },
          select: { id: true, cleanerId: true, startsAt: true, endsAt: true, location: true },
        })
      : [];
    const gone = [row, ...later];
    const { count } = await tx.rotaShift.deleteMany({ where: { id: { in: gone.map((shift) => shift.id) } } });
    await queueRotaChangeMails(
      tx,
      gone.map((before) => ({ before, after: null })),
      actor.id,
    );
    return { deleted: count };
  });
}

async function deletableShift(tx: Tx, id: string): Promise<ShiftRow> {
  const row = await tx.rotaShift.findUnique({ where: { id }, select: shiftSelect });
  if (!row) throw shiftNotFound();
  if (row.jobId) throw rotaConflict("id", V.shiftOfJob);
  return row;
}
