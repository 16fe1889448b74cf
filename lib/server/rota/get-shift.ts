import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { shiftNotFound, visibleShifts } from "./shift-access";
import { shiftSelect, toOneShift, type Shift } from "./shift-select";

export type GetShiftOptions = { actor: SessionUser; id: string };

// A shift the actor may not see answers 404, as if it did not exist.
export async function getShift({ actor, id }: GetShiftOptions): Promise<Shift> {
  const row = await db.rotaShift.findFirst({ where: { AND: [{ id }, visibleShifts(actor)] }, select: shiftSelect });
  if (!row) throw shiftNotFound();
  return toOneShift(db, row);
}
