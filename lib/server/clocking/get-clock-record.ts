import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { personSelect, toPersonRef, type PersonRef } from "@/lib/server/rota/people";
import { clockRecordNotFound, visibleClockRecords } from "./clock-access";
import { clockRecordSelect, toOneClockRecord, type ClockRecord } from "./clock-select";
import { clockRequestSelect, toClockRequest, type ClockRequest } from "./correction-requests";

export type GetClockRecordOptions = { actor: SessionUser; id: string };

// before/after hold the changed fields only: { clockInAt?, clockOutAt?, jobId? }.
export type ClockCorrectionAnswer = {
  id: string;
  reason: string;
  by: PersonRef | null;
  before: Record<string, string | null>;
  after: Record<string, string | null>;
  createdAt: Date;
  // The cleaner whose request this correction granted.
  requestedBy: PersonRef | null;
};

// requests: the cleaner's correction requests of the record, newest first.
export type ClockRecordDetail = ClockRecord & { corrections: ClockCorrectionAnswer[]; requests: ClockRequest[] };

// Whoever may see the record sees its corrections too: a cleaner may read
// why and by whom the office changed their hours.
export async function getClockRecord({ actor, id }: GetClockRecordOptions): Promise<ClockRecordDetail> {
  const row = await db.clockRecord.findFirst({
    where: { AND: [{ id }, visibleClockRecords(actor)] },
    select: {
      ...clockRecordSelect,
      corrections: {
        select: {
          id: true,
          reason: true,
          before: true,
          after: true,
          createdAt: true,
          by: { select: personSelect },
          request: { select: { user: { select: personSelect } } },
        },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      },
    },
  });
  if (!row) throw clockRecordNotFound();
  const { corrections, ...record } = row;
  const requests = await db.clockCorrectionRequest.findMany({
    where: { recordId: id },
    select: clockRequestSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return {
    ...(await toOneClockRecord(db, record)),
    requests: requests.map(toClockRequest),
    corrections: corrections.map(({ by, before, after, request, ...correction }) => ({
      ...correction,
      by: by && toPersonRef(by),
      requestedBy: request && toPersonRef(request.user),
      before: JSON.parse(before) as ClockCorrectionAnswer["before"],
      after: JSON.parse(after) as ClockCorrectionAnswer["after"],
    })),
  };
}
