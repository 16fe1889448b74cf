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

// requests: the cleaner's correction requests of the record, newest first;
// jobTitles: the title of each job the corrections name (a job deleted since has none).
export type ClockRecordDetail = ClockRecord & {
  corrections: ClockCorrectionAnswer[];
  requests: ClockRequest[];
  jobTitles: Record<string, string>;
};

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
  const answers = corrections.map(({ by, before, after, request, ...correction }) => ({
    ...correction,
    by: by && toPersonRef(by),
    requestedBy: request && toPersonRef(request.user),
    before: JSON.parse(before) as ClockCorrectionAnswer["before"],
    after: JSON.parse(after) as ClockCorrectionAnswer["after"],
  }));
  return {
    ...(await toOneClockRecord(db, record)),
    requests: requests.map(toClockRequest),
    corrections: answers,
    jobTitles: await titlesOf(answers.flatMap(({ before, after }) => [before.jobId, after.jobId])),
  };
}

// The titles of the jobs corrections name, in one query.
async function titlesOf(ids: (string | null | undefined)[]): Promise<Record<string, string>> {
  const wanted = [...new Set(ids.filter((id) => typeof id === "string"))];
  if (wanted.length === 0) return {};
  const jobs = await db.job.findMany({ where: { id: { in: wanted } }, select: { id: true, title: true } });
  return Object.fromEntries(jobs.map((job) => [job.id, job.title]));
}
