import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import type { TUpdateShift } from "@/lib/validation/rota";
import { assertActiveCleaner, assertJobExists } from "./people";
import { assertRotaEditor, shiftNotFound } from "./shift-access";
import { assertNoOverlap, assertShiftTimes } from "./shift-rules";
import { shiftSelect, toShift, type Shift } from "./shift-select";

export type UpdateShiftOptions = { actor: SessionUser; input: TUpdateShift };

// Only the fields given change; the rules are checked on the shift as it will be.
export async function updateShift({ actor, input }: UpdateShiftOptions): Promise<Shift> {
  assertRotaEditor(actor);
  const { id, ...changes } = input;
  return db.$transaction(async (tx) => {
    const current = await tx.rotaShift.findUnique({
      where: { id },
      select: { cleanerId: true, startsAt: true, endsAt: true },
    });
    if (!current) throw shiftNotFound();
    const next = { ...current, ...definedOnly(changes) };
    assertShiftTimes(next.startsAt, next.endsAt);
    // A cleaner who has left may keep past shifts; only a new booking needs an active one.
    if (changes.cleanerId && changes.cleanerId !== current.cleanerId) {
      await assertActiveCleaner(tx, changes.cleanerId, "cleanerId");
    }
    if (changes.jobId) await assertJobExists(tx, changes.jobId);
    await assertNoOverlap(tx, { ...next, ignoreId: id });
    const row = await tx.rotaShift.update({ where: { id }, data: definedOnly(changes), select: shiftSelect });
    return toShift(row);
  });
}

function definedOnly<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
