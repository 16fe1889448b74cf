import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { assertRotaEditor, shiftNotFound } from "./shift-access";
import { shiftSelect, toShift, type Shift } from "./shift-select";

export type DeleteShiftOptions = { actor: SessionUser; id: string };

// Answers the shift as it was, so the caller can offer to undo.
export async function deleteShift({ actor, id }: DeleteShiftOptions): Promise<Shift> {
  assertRotaEditor(actor);
  return db.$transaction(async (tx) => {
    const row = await tx.rotaShift.findUnique({ where: { id }, select: shiftSelect });
    if (!row) throw shiftNotFound();
    await tx.rotaShift.delete({ where: { id } });
    return toShift(row);
  });
}
