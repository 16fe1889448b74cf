import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import type { Tx } from "@/lib/server/rota/people";
import { V, withValues } from "@/lib/validation/messages";
import { visibleClockRecords } from "./clock-access";
import { clockRecordSelect, toOneClockRecord, type ClockRecord } from "./clock-select";

// Offline events (issue #14): with no connection the phone keeps the tap in
// its queue with its own time and an id it made (clientId), and sends it
// later. The time is trusted within bounds: a phone's clock may run a little
// fast, and a week is long enough for any queue to get through, short enough
// that older time is the office's to record (a correction, with a reason).
export const OFFLINE_MAX_AHEAD_MINUTES = 2;
export const OFFLINE_MAX_AGE_DAYS = 7;

const MINUTE = 60_000;

// The time an offline event is recorded at. A time a little ahead of the
// server's clock becomes now: the tap cannot have happened after it arrived.
export function offlineTime(offlineAt: Date, now = new Date()): Date {
  if (offlineAt.getTime() > now.getTime() + OFFLINE_MAX_AHEAD_MINUTES * MINUTE) {
    throw new AppError("BAD_REQUEST", "Invalid input: offlineAt", {
      fields: { offlineAt: withValues(V.offlineInFuture, { minutes: OFFLINE_MAX_AHEAD_MINUTES }) },
    });
  }
  if (offlineAt.getTime() < now.getTime() - OFFLINE_MAX_AGE_DAYS * 24 * 60 * MINUTE) {
    throw new AppError("BAD_REQUEST", "Invalid input: offlineAt", {
      fields: { offlineAt: withValues(V.offlineTooOld, { days: OFFLINE_MAX_AGE_DAYS }) },
    });
  }
  return offlineAt.getTime() > now.getTime() ? now : offlineAt;
}

type ClientIdWhere = { clockInClientId: string } | { clockOutClientId: string };

// A clientId seen before: the queue is being replayed after a lost answer,
// so the record that event made is answered again and nothing is written.
// The id must have been used for the same event (`isSameEvent`) on a record
// the caller can see; anything else is a clash of ids, refused without
// saying whose record holds it.
export async function replayedRecord(
  tx: Tx,
  actor: SessionUser,
  where: ClientIdWhere,
  isSameEvent: (record: { id: string; userId: string }) => boolean,
): Promise<ClockRecord | null> {
  const row = await tx.clockRecord.findFirst({
    where: { AND: [where, visibleClockRecords(actor)] },
    select: clockRecordSelect,
  });
  if (row && isSameEvent(row)) return toOneClockRecord(tx, row);
  const isTaken = row ?? (await tx.clockRecord.findFirst({ where, select: { id: true } }));
  if (isTaken) {
    throw new AppError("CONFLICT", "This clientId was already used for another clock event.", {
      fields: { clientId: V.clientIdUsed },
    });
  }
  return null;
}
