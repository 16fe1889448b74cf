import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { clockRecordNotFound, visibleClockRecords } from "./clock-access";
import { clockRecordSelect, toClockRecord, type ClockRecord } from "./clock-select";

export type GetClockRecordOptions = { actor: SessionUser; id: string };

export async function getClockRecord({ actor, id }: GetClockRecordOptions): Promise<ClockRecord> {
  const row = await db.clockRecord.findFirst({
    where: { AND: [{ id }, visibleClockRecords(actor)] },
    select: clockRecordSelect,
  });
  if (!row) throw clockRecordNotFound();
  return toClockRecord(row);
}
