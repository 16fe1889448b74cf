import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import { assertActiveCleaner, type Tx } from "@/lib/server/rota/people";
import type { TClockIn } from "@/lib/validation/clocking";
import { assertMayClock } from "./clock-access";
import { clockRecordSelect, toClockRecord, type ClockRecord } from "./clock-select";

export type ClockInOptions = { actor: SessionUser; input: TClockIn };

// The clock-in time is the server's: a phone's clock can be wrong or set back.
// One open record per person, checked and written in one transaction.
export async function clockIn({ actor, input }: ClockInOptions): Promise<ClockRecord> {
  assertMayClock(actor);
  const userId = input.userId ?? actor.id;
  if (userId !== actor.id && !isStaff(actor.role)) {
    throw new AppError("FORBIDDEN", "You may only clock in for yourself.", {
      fields: { userId: "Only the office may clock in someone else." },
    });
  }
  return db.$transaction(async (tx) => {
    if (userId !== actor.id) await assertActiveCleaner(tx, userId, "userId");
    if (input.jobId) await assertMayWorkOn(tx, actor, input.jobId);
    const open = await tx.clockRecord.findFirst({
      where: { userId, clockOutAt: null },
      select: { id: true, clockInAt: true },
    });
    if (open) {
      const text = `Already clocked in since ${open.clockInAt.toISOString()} (record ${open.id}). Clock out first.`;
      throw new AppError("CONFLICT", text, { fields: { clockInAt: text } });
    }
    const row = await tx.clockRecord.create({
      data: {
        userId,
        jobId: input.jobId,
        clockInAt: new Date(),
        clockInLat: input.lat,
        clockInLng: input.lng,
        notes: input.notes,
      },
      select: clockRecordSelect,
    });
    return toClockRecord(row);
  });
}

// A cleaner clocks in only on a job assigned to them; the office may record
// time on any job. An unknown job and someone else's job get the same answer.
async function assertMayWorkOn(tx: Tx, actor: SessionUser, jobId: string): Promise<void> {
  const job = await tx.job.findUnique({ where: { id: jobId }, select: { assigneeId: true } });
  if (job && (isStaff(actor.role) || job.assigneeId === actor.id)) return;
  throw new AppError("BAD_REQUEST", "Invalid input: jobId", {
    fields: { jobId: isStaff(actor.role) ? "The job was not found." : "This job is not assigned to you." },
  });
}
