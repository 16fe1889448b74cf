import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import type { TCreateShift } from "@/lib/validation/rota";
import { assertActiveCleaner, assertJobExists } from "./people";
import { assertRotaEditor } from "./shift-access";
import { assertNoOverlap, assertShiftTimes } from "./shift-rules";
import { shiftSelect, toShift, type Shift } from "./shift-select";

export type CreateShiftOptions = { actor: SessionUser; input: TCreateShift };

// The checks and the insert share one transaction, so two bookings sent at
// once cannot both pass the overlap check.
export async function createShift({ actor, input }: CreateShiftOptions): Promise<Shift> {
  assertRotaEditor(actor);
  assertShiftTimes(input.startsAt, input.endsAt);
  return db.$transaction(async (tx) => {
    await assertActiveCleaner(tx, input.cleanerId, "cleanerId");
    if (input.jobId) await assertJobExists(tx, input.jobId);
    await assertNoOverlap(tx, input);
    const row = await tx.rotaShift.create({ data: { ...input, createdById: actor.id }, select: shiftSelect });
    return toShift(row);
  });
}
