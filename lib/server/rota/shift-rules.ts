import "server-only";
import { AppError } from "@/lib/api/errors";
import { shiftTimesProblem } from "@/lib/validation/rota";
import type { Tx } from "./people";

export function assertShiftTimes(startsAt: Date, endsAt: Date): void {
  const problem = shiftTimesProblem(startsAt, endsAt);
  if (problem) throw new AppError("BAD_REQUEST", "Invalid input: endsAt", { fields: { endsAt: problem } });
}

type Slot = { cleanerId: string; startsAt: Date; endsAt: Date; ignoreId?: string };

// A cleaner cannot be in two places at once. Ranges are half-open, so a shift
// that starts exactly when another ends does not clash.
export async function assertNoOverlap(tx: Tx, { cleanerId, startsAt, endsAt, ignoreId }: Slot): Promise<void> {
  const clash = await tx.rotaShift.findFirst({
    where: {
      cleanerId,
      startsAt: { lt: endsAt },
      endsAt: { gt: startsAt },
      ...(ignoreId && { id: { not: ignoreId } }),
    },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    select: { id: true, startsAt: true, endsAt: true },
  });
  if (!clash) return;
  const text =
    `The cleaner already has a shift from ${clash.startsAt.toISOString()} ` +
    `to ${clash.endsAt.toISOString()} (id ${clash.id}).`;
  throw new AppError("CONFLICT", text, { fields: { startsAt: text, endsAt: text } });
}
