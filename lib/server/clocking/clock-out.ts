import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import type { TClockOut } from "@/lib/validation/clocking";
import { assertMayClock, clockRecordNotFound, visibleClockRecords } from "./clock-access";
import { correctedTimes } from "./corrected-times";
import { clockRecordSelect, toClockRecord, type ClockRecord } from "./clock-select";

export type ClockOutOptions = { actor: SessionUser; input: TClockOut };

// Clocking out stamps the server's time on the caller's open record. Only the
// office may set times explicitly, to correct a forgotten or wrong clocking.
export async function clockOut({ actor, input }: ClockOutOptions): Promise<ClockRecord> {
  assertMayClock(actor);
  const isCorrection = input.clockInAt !== undefined || input.clockOutAt !== undefined;
  if (isCorrection && !isStaff(actor.role)) {
    const text = "Only the office may set clock times.";
    throw new AppError("FORBIDDEN", text, {
      fields: {
        ...(input.clockInAt && { clockInAt: text }),
        ...(input.clockOutAt && { clockOutAt: text }),
      },
    });
  }
  return db.$transaction(async (tx) => {
    const record = await tx.clockRecord.findFirst({
      where: { AND: [{ id: input.id }, visibleClockRecords(actor)] },
      select: { id: true, userId: true, clockInAt: true, clockOutAt: true },
    });
    if (!record) throw clockRecordNotFound();
    const times = isCorrection ? await correctedTimes(tx, record, input) : closingTimes(record);
    const row = await tx.clockRecord.update({
      where: { id: record.id },
      data: {
        ...times,
        ...(input.lat !== undefined && { clockOutLat: input.lat, clockOutLng: input.lng }),
        ...(input.notes !== undefined && { notes: input.notes }),
      },
      select: clockRecordSelect,
    });
    return toClockRecord(row);
  });
}

function closingTimes(record: { clockInAt: Date; clockOutAt: Date | null }) {
  if (record.clockOutAt) {
    const text = `Already clocked out at ${record.clockOutAt.toISOString()}.`;
    throw new AppError("CONFLICT", text, { fields: { clockOutAt: text } });
  }
  const now = new Date();
  // Only possible when a correction put the clock-in ahead of the server's clock.
  if (now.getTime() <= record.clockInAt.getTime()) {
    const text = `The clock-out must be after the clock-in (${record.clockInAt.toISOString()}).`;
    throw new AppError("CONFLICT", text, { fields: { clockOutAt: text } });
  }
  return { clockOutAt: now };
}
