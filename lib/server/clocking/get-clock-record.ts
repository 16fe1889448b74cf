import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { personSelect, toPersonRef, type PersonRef } from "@/lib/server/rota/people";
import { clockRecordNotFound, visibleClockRecords } from "./clock-access";
import { clockRecordSelect, toOneClockRecord, type ClockRecord } from "./clock-select";

export type GetClockRecordOptions = { actor: SessionUser; id: string };

// before/after hold the changed fields only: { clockInAt?, clockOutAt?, jobId? }.
export type ClockCorrectionAnswer = {
  id: string;
  reason: string;
  by: PersonRef | null;
  before: Record<string, string | null>;
  after: Record<string, string | null>;
  createdAt: Date;
};

export type ClockRecordDetail = ClockRecord & { corrections: ClockCorrectionAnswer[] };

// Whoever may see the record sees its corrections too: a cleaner may read
// why and by whom the office changed their hours.
export async function getClockRecord({ actor, id }: GetClockRecordOptions): Promise<ClockRecordDetail> {
  const row = await db.clockRecord.findFirst({
    where: { AND: [{ id }, visibleClockRecords(actor)] },
    select: {
      ...clockRecordSelect,
      corrections: {
        select: { id: true, reason: true, before: true, after: true, createdAt: true, by: { select: personSelect } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      },
    },
  });
  if (!row) throw clockRecordNotFound();
  const { corrections, ...record } = row;
  return {
    ...(await toOneClockRecord(db, record)),
    corrections: corrections.map(({ by, before, after, ...correction }) => ({
      ...correction,
      by: by && toPersonRef(by),
      before: JSON.parse(before) as ClockCorrectionAnswer["before"],
      after: JSON.parse(after) as ClockCorrectionAnswer["after"],
    })),
  };
}
