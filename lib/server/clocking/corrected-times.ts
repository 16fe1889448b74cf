import "server-only";
import { AppError } from "@/lib/api/errors";
import type { Tx } from "@/lib/server/rota/people";
import { V } from "@/lib/validation/messages";

type Stored = { id: string; userId: string; clockInAt: Date; clockOutAt: Date | null };
type Given = { clockInAt?: Date; clockOutAt?: Date };

const bad = (field: string, text: string, key: string) =>
  new AppError("BAD_REQUEST", `${field}: ${text}`, { fields: { [field]: key } });

// An office correction: the times given replace the stored ones. Neither may
// be in the future, the clock-out must follow the clock-in, and the record may
// not overlap another record of the same person.
export async function correctedTimes(tx: Tx, record: Stored, given: Given) {
  const clockInAt = given.clockInAt ?? record.clockInAt;
  const clockOutAt = given.clockOutAt ?? record.clockOutAt;
  const now = Date.now();
  if (clockInAt.getTime() > now) throw bad("clockInAt", "The clock-in cannot be in the future.", V.timeInFuture);
  if (clockOutAt && clockOutAt.getTime() > now)
    throw bad("clockOutAt", "The clock-out cannot be in the future.", V.timeInFuture);
  if (clockOutAt && clockOutAt.getTime() <= clockInAt.getTime()) {
    throw bad("clockOutAt", "The clock-out must be after the clock-in.", V.clockOutAfterClockIn);
  }
  const clash = await tx.clockRecord.findFirst({
    where: {
      userId: record.userId,
      id: { not: record.id },
      ...(clockOutAt && { clockInAt: { lt: clockOutAt } }),
      OR: [{ clockOutAt: null }, { clockOutAt: { gt: clockInAt } }],
    },
    select: { id: true, clockInAt: true, clockOutAt: true },
  });
  if (clash) {
    const until = clash.clockOutAt ? clash.clockOutAt.toISOString() : "now (still open)";
    const text = `Overlaps the record from ${clash.clockInAt.toISOString()} to ${until} (id ${clash.id}).`;
    throw new AppError("CONFLICT", text, { fields: { clockInAt: V.clockOverlap, clockOutAt: V.clockOverlap } });
  }
  return { clockInAt, clockOutAt };
}
