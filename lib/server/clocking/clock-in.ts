import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { assertActiveCleaner, type Tx } from "@/lib/server/rota/people";
import type { TClockIn } from "@/lib/validation/clocking";
import { V } from "@/lib/validation/messages";
import { assertMayClock } from "./clock-access";
import { assertMayWorkOn } from "./day-jobs";
import { assertClockUnlocked } from "./clock-lock";
import { clockRecordSelect, toOneClockRecord, type ClockRecord } from "./clock-select";
import { offlineTime, replayedRecord } from "./offline-event";

export type ClockInOptions = { actor: SessionUser; input: TClockIn };

// The clock-in time is the server's: a phone's clock can be wrong or set back.
// The one exception is an offline event (offline-event.ts), whose time is the
// phone's within bounds and is flagged clockInOffline. One open record per
// person, checked and written in one transaction.
export async function clockIn({ actor, input }: ClockInOptions): Promise<ClockRecord> {
  assertMayClock(actor);
  const userId = input.userId ?? actor.id;
  if (userId !== actor.id && !isStaff(actor.role)) {
    throw new AppError("FORBIDDEN", "You may only clock in for yourself.", {
      fields: { userId: V.clockInOfficeOnly },
    });
  }
  try {
    return await db.$transaction((tx) => clockInWith(tx, actor, userId, input));
  } catch (error) {
    // The same queued event sent twice at once: the second insert met the
    // first one's clientId, so it is a replay after all.
    const isClash = error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
    const clientId = input.clientId;
    if (!isClash || !clientId) throw error;
    const replay = await db.$transaction((tx) =>
      replayedRecord(tx, actor, { clockInClientId: clientId }, isFor(userId)),
    );
    if (replay) return replay;
    throw error;
  }
}

const isFor = (userId: string) => (record: { userId: string }) => record.userId === userId;

async function clockInWith(tx: Tx, actor: SessionUser, userId: string, input: TClockIn): Promise<ClockRecord> {
  if (input.clientId) {
    const replay = await replayedRecord(tx, actor, { clockInClientId: input.clientId }, isFor(userId));
    if (replay) return replay;
  }
  const clockInAt = input.offlineAt ? offlineTime(input.offlineAt) : new Date();
  if (userId !== actor.id) await assertActiveCleaner(tx, userId, "userId");
  if (input.jobId) await assertMayWorkOn(tx, actor, input.jobId, clockInAt);
  const open = await tx.clockRecord.findFirst({
    where: { userId, clockOutAt: null },
    select: { id: true, clockInAt: true },
  });
  if (open) {
    const text = `Already clocked in since ${open.clockInAt.toISOString()} (record ${open.id}). Clock out first.`;
    throw new AppError("CONFLICT", text, { fields: { clockInAt: text } });
  }
  if (input.offlineAt) await assertNothingAfter(tx, userId, clockInAt);
  await assertClockUnlocked(tx, userId, [clockInAt], input.offlineAt ? "offlineAt" : "clockInAt");
  const row = await tx.clockRecord.create({
    data: {
      userId,
      jobId: input.jobId,
      clockInAt,
      clockInLat: input.lat,
      clockInLng: input.lng,
      notes: input.notes,
      clockInClientId: input.clientId,
      clockInOffline: input.offlineAt !== undefined,
    },
    select: clockRecordSelect,
  });
  return toOneClockRecord(tx, row);
}

// An offline clock-in opens a record from a past time, so no other record of
// the person may end after it: the tap would fall inside that record, or the
// new record would run over it.
async function assertNothingAfter(tx: Tx, userId: string, clockInAt: Date): Promise<void> {
  const clash = await tx.clockRecord.findFirst({
    where: { userId, clockOutAt: { gt: clockInAt } },
    select: { id: true, clockInAt: true, clockOutAt: true },
    orderBy: { clockInAt: "asc" },
  });
  if (clash) {
    const text = `Overlaps the record from ${clash.clockInAt.toISOString()} to ${clash.clockOutAt!.toISOString()} (id ${clash.id}).`;
    throw new AppError("CONFLICT", text, { fields: { offlineAt: V.clockOverlap } });
  }
}
