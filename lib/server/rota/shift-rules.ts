import "server-only";
import { AppError } from "@/lib/api/errors";
import { fieldText } from "@/lib/api/error-text";
import { toDublinLocal } from "@/lib/i18n/dublin-time";
import { V, withValues } from "@/lib/validation/messages";
import { shiftTimesProblem } from "@/lib/validation/rota";
import type { Tx } from "./people";

export function assertShiftTimes(startsAt: Date, endsAt: Date): void {
  const problem = shiftTimesProblem(startsAt, endsAt);
  if (problem) throw new AppError("BAD_REQUEST", "Invalid input: endsAt", { fields: { endsAt: problem } });
}

// A refusal whose field message is a Validation key (translated for the
// caller) and whose message is its English sentence.
export function rotaError(code: "BAD_REQUEST" | "CONFLICT", field: string, message: string): AppError {
  return new AppError(code, fieldText(message, "en"), { fields: { [field]: message } });
}

export const rotaConflict = (field: string, message: string) => rotaError("CONFLICT", field, message);

export type Slot = { cleanerId: string; startsAt: Date; endsAt: Date; ignoreId?: string };
export type Clash = { id: string; startsAt: Date; endsAt: Date; location: string };

// A cleaner cannot be in two places at once. Ranges are half-open, so a shift
// that starts exactly when another ends does not clash: findClash asks the
// database this; slotsOverlap asks it of two slots in hand.
export const slotsOverlap = (a: Slot, b: Slot) =>
  a.cleanerId === b.cleanerId && a.startsAt < b.endsAt && a.endsAt > b.startsAt;

export async function findClash(tx: Tx, { cleanerId, startsAt, endsAt, ignoreId }: Slot): Promise<Clash | null> {
  return tx.rotaShift.findFirst({
    where: {
      cleanerId,
      startsAt: { lt: endsAt },
      endsAt: { gt: startsAt },
      ...(ignoreId && { id: { not: ignoreId } }),
    },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    select: { id: true, startsAt: true, endsAt: true, location: true },
  });
}

export type ClashOptions = {
  // The field the answer names: startsAt on the rota, scheduledAt for a job.
  field?: string;
  // The other shift is described (day, times, place) to the office only: a
  // client moving their own visit learns only that the cleaner is busy.
  isDetailed?: boolean;
};

// 409 naming the other shift in Irish time: "Clashes with this cleaner's
// shift on 2026-12-10, 10:00–12:00, at 4 Patrick Street, Cork."
export function clashError(clash: Clash, { field = "startsAt", isDetailed = true }: ClashOptions = {}): AppError {
  const from = toDublinLocal(clash.startsAt);
  const key = isDetailed
    ? withValues(V.shiftClash, {
        day: from.slice(0, 10),
        from: from.slice(11),
        to: toDublinLocal(clash.endsAt).slice(11),
        location: clash.location,
      })
    : V.cleanerBusy;
  return rotaConflict(field, key);
}

export async function assertNoOverlap(tx: Tx, slot: Slot, options?: ClashOptions): Promise<void> {
  const clash = await findClash(tx, slot);
  if (clash) throw clashError(clash, options);
}
