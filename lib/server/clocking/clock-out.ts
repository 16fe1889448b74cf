import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { Tx } from "@/lib/server/rota/people";
import type { TClockOut } from "@/lib/validation/clocking";
import { V } from "@/lib/validation/messages";
import { assertMayClock, clockRecordNotFound, visibleClockRecords } from "./clock-access";
import { assertCorrectionInput, correctRecord, isCorrection } from "./clock-correction";
import { assertClockUnlocked } from "./clock-lock";
import { clockRecordSelect, toOneClockRecord, type ClockRecord } from "./clock-select";
import { offlineTime, replayedRecord } from "./offline-event";

export type ClockOutOptions = { actor: SessionUser; input: TClockOut };

// Clocking out stamps the server's time on an open record (the offline
// exception: offline-event.ts). Without an id it is the caller's own open
// record: a phone that clocked in offline may not know the record's id. Only
// the office may set times or the job explicitly, to correct a clocking, with
// a reason (clock-correction.ts). A record in an approved timesheet changes
// no more (clock-lock.ts).
export async function clockOut({ actor, input }: ClockOutOptions): Promise<ClockRecord> {
  assertMayClock(actor);
  const correcting = isCorrection(input);
  if (correcting) assertCorrectionInput(actor, input);
  try {
    return await db.$transaction((tx) => clockOutWith(tx, actor, input, correcting));
  } catch (error) {
    // The same queued event sent twice at once: the second update met the
    // first one's clientId, so it is a replay after all.
    const isClash = error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
    const clientId = input.clientId;
    if (!isClash || !clientId) throw error;
    const replay = await db.$transaction((tx) =>
      replayedRecord(tx, actor, { clockOutClientId: clientId }, isSameClockOut(actor, input)),
    );
    if (replay) return replay;
    throw error;
  }
}

// A replayed clock-out closed the record it named, or the caller's own.
const isSameClockOut = (actor: SessionUser, input: TClockOut) => (record: { id: string; userId: string }) =>
  input.id === undefined ? record.userId === actor.id : record.id === input.id;

async function clockOutWith(tx: Tx, actor: SessionUser, input: TClockOut, correcting: boolean) {
  if (input.clientId) {
    const where = { clockOutClientId: input.clientId };
    const replay = await replayedRecord(tx, actor, where, isSameClockOut(actor, input));
    if (replay) return replay;
  }
  const record = await targetRecord(tx, actor, input.id);
  await assertClockUnlocked(tx, record.userId, [record.clockInAt], "id");
  if (input.clockInAt) await assertClockUnlocked(tx, record.userId, [input.clockInAt], "clockInAt");
  const changes = correcting
    ? (await correctRecord(tx, actor, record, { ...input, reason: input.reason! })).changes
    : closing(record, input);
  const row = await tx.clockRecord.update({
    where: { id: record.id },
    data: {
      ...changes,
      ...(input.lat !== undefined && { clockOutLat: input.lat, clockOutLng: input.lng }),
      ...(input.notes !== undefined && { notes: input.notes }),
    },
    select: clockRecordSelect,
  });
  return toOneClockRecord(tx, row);
}

export const targetSelect = { id: true, userId: true, clockInAt: true, clockOutAt: true, jobId: true } as const;

async function targetRecord(tx: Tx, actor: SessionUser, id: string | undefined) {
  if (id) {
    const record = await tx.clockRecord.findFirst({
      where: { AND: [{ id }, visibleClockRecords(actor)] },
      select: targetSelect,
    });
    if (!record) throw clockRecordNotFound();
    return record;
  }
  const open = await tx.clockRecord.findFirst({ where: { userId: actor.id, clockOutAt: null }, select: targetSelect });
  if (!open) throw new AppError("CONFLICT", "You are not clocked in.", { fields: { id: V.notClockedIn } });
  return open;
}

function closing(record: { clockInAt: Date; clockOutAt: Date | null }, input: TClockOut) {
  if (record.clockOutAt) {
    const text = `Already clocked out at ${record.clockOutAt.toISOString()}.`;
    throw new AppError("CONFLICT", text, { fields: { clockOutAt: text } });
  }
  const event = { clockOutClientId: input.clientId, clockOutOffline: input.offlineAt !== undefined };
  if (input.offlineAt) {
    const clockOutAt = offlineTime(input.offlineAt);
    if (clockOutAt.getTime() <= record.clockInAt.getTime()) {
      const text = `The clock-out must be after the clock-in (${record.clockInAt.toISOString()}).`;
      throw new AppError("BAD_REQUEST", text, { fields: { offlineAt: V.clockOutAfterClockIn } });
    }
    // No other record can end after an open record's clock-in (clock-in.ts
    // and corrections keep records apart), so the closed record overlaps none.
    return { ...event, clockOutAt };
  }
  const now = new Date();
  // Only possible when a correction put the clock-in ahead of the server's clock.
  if (now.getTime() <= record.clockInAt.getTime()) {
    const text = `The clock-out must be after the clock-in (${record.clockInAt.toISOString()}).`;
    throw new AppError("CONFLICT", text, { fields: { clockOutAt: text } });
  }
  return { ...event, clockOutAt: now };
}
