import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { clockRequestDecidedMail } from "@/lib/server/mail/messages";
import { queueMail } from "@/lib/server/mail/outbox";
import { toLocale } from "@/lib/server/mail/translator";
import {
  assertActiveCleaner,
  assertJobExists,
  personSelect,
  toPersonRef,
  type PersonRef,
  type Tx,
} from "@/lib/server/rota/people";
import type {
  ClockRequestStatus,
  TAddClockRecord,
  TDecideClockCorrection,
  TListClockRequests,
  TRequestClockCorrection,
} from "@/lib/validation/clocking";
import { V } from "@/lib/validation/messages";
import type { TPaged } from "@/lib/validation/pagination";
import { clockRecordNotFound } from "./clock-access";
import { correctRecord, isSame } from "./clock-correction";
import { assertClockUnlocked } from "./clock-lock";
import { clockRecordSelect, toOneClockRecord, type ClockRecord } from "./clock-select";
import { correctedTimes } from "./corrected-times";
import { assertMayWorkOn } from "./day-jobs";

// A cleaner cannot change their own clock records (only the office corrects
// them, clock-correction.ts), but they know best when they forgot to clock
// out or clocked in late. So they ask: the times as they should have been,
// and why. The office approves (the correction is made, as the office's,
// with the cleaner's reason, and linked to the request) or declines with a
// note; either way the cleaner is e-mailed. A waiting request may be
// withdrawn. One request waits per record at most.
//
// A clocking that was never recorded (the phone was flat, no signal for the
// app) is asked for the same way, with no record: both times, and why.
// Approved, the office adds the record (addMissedRecord), with the same
// checks as a correction's.

export type ClockRequest = {
  id: string;
  status: ClockRequestStatus;
  reason: string;
  note: string | null;
  // The times asked for; null for a time not asked about.
  clockInAt: Date | null;
  clockOutAt: Date | null;
  // Whether the request asks for the record's job to be `job` (null: no job).
  setsJob: boolean;
  job: { id: string; title: string } | null;
  createdAt: Date;
  decidedAt: Date | null;
  user: PersonRef;
  decidedBy: PersonRef | null;
  // The record as it is now (after an approval, as corrected); null for a
  // missed clocking the office has not added (yet).
  record: { id: string; clockInAt: Date; clockOutAt: Date | null; job: { id: string; title: string } | null } | null;
};

export const clockRequestSelect = {
  id: true,
  status: true,
  reason: true,
  note: true,
  clockInAt: true,
  clockOutAt: true,
  setsJob: true,
  job: { select: { id: true, title: true } },
  createdAt: true,
  decidedAt: true,
  user: { select: personSelect },
  decidedBy: { select: personSelect },
  record: { select: { id: true, clockInAt: true, clockOutAt: true, job: { select: { id: true, title: true } } } },
} satisfies Prisma.ClockCorrectionRequestSelect;

type ClockRequestRow = Prisma.ClockCorrectionRequestGetPayload<{ select: typeof clockRequestSelect }>;

export const toClockRequest = ({ user, decidedBy, ...row }: ClockRequestRow): ClockRequest => ({
  ...row,
  user: toPersonRef(user),
  decidedBy: decidedBy && toPersonRef(decidedBy),
});

const requestNotFound = () => new AppError("NOT_FOUND", "The correction request was not found.");

const notPending = (status: string) =>
  new AppError("CONFLICT", `The request is ${status}, no longer waiting.`, { fields: { id: V.correctionNotPending } });

const isUniqueClash = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

// POST /api/clockinandout/requestcorrection (a cleaner, for their own record,
// or without one for a missed clocking). The times are checked as an office
// correction's would be (not in the future, the clock-out after the clock-in,
// no overlap, not in an approved timesheet), so that what waits can be
// approved as it stands; a job asked for is one the cleaner may clock on
// that day (day-jobs.ts).
export async function requestClockCorrection(
  actor: SessionUser,
  input: TRequestClockCorrection,
): Promise<ClockRequest> {
  if (!input.id) return requestMissedClocking(actor, input);
  const recordId = input.id;
  try {
    return await db.$transaction(async (tx) => {
      const record = await tx.clockRecord.findFirst({
        where: { id: recordId, userId: actor.id },
        select: { id: true, userId: true, clockInAt: true, clockOutAt: true, jobId: true },
      });
      if (!record) throw clockRecordNotFound();
      await assertNoneWaiting(tx, record.id);
      await assertClockUnlocked(tx, record.userId, [record.clockInAt], "id");
      // A time or job given as it is recorded is not asked about.
      const clockInAt = input.clockInAt && !isSame(input.clockInAt, record.clockInAt) ? input.clockInAt : undefined;
      const clockOutAt =
        input.clockOutAt && !isSame(input.clockOutAt, record.clockOutAt) ? input.clockOutAt : undefined;
      const setsJob = input.jobId !== undefined && input.jobId !== record.jobId;
      if (!clockInAt && !clockOutAt && !setsJob) {
        const fields = ["clockInAt", "clockOutAt", ...(input.jobId !== undefined ? ["jobId"] : [])];
        throw new AppError("BAD_REQUEST", "Give a time or a job different from the record's.", {
          fields: Object.fromEntries(fields.map((field) => [field, V.correctionNoChange])),
        });
      }
      if (clockInAt) await assertClockUnlocked(tx, record.userId, [clockInAt], "clockInAt");
      await correctedTimes(tx, record, { clockInAt, clockOutAt });
      if (setsJob && input.jobId) await assertMayWorkOn(tx, actor, input.jobId, clockInAt ?? record.clockInAt);
      const row = await tx.clockCorrectionRequest.create({
        data: {
          recordId: record.id,
          userId: actor.id,
          clockInAt,
          clockOutAt,
          ...(setsJob && { setsJob, jobId: input.jobId }),
          reason: input.reason,
          pendingFor: record.id,
        },
        select: clockRequestSelect,
      });
      return toClockRequest(row);
    });
  } catch (error) {
    // Two requests for one record sent at once: the second met the first's pendingFor.
    if (isUniqueClash(error)) throw waitingAlready();
    throw error;
  }
}

// A missed clocking: both times are needed; checked as a new record would be.
// A job (optional) is one the cleaner may clock on that day.
async function requestMissedClocking(actor: SessionUser, input: TRequestClockCorrection): Promise<ClockRequest> {
  const { clockInAt, clockOutAt } = input;
  if (!clockInAt || !clockOutAt) {
    const fields = Object.fromEntries(
      (["clockInAt", "clockOutAt"] as const).filter((field) => !input[field]).map((field) => [field, V.required]),
    );
    throw new AppError("BAD_REQUEST", "A missed clocking needs its clock-in and clock-out.", { fields });
  }
  return db.$transaction(async (tx) => {
    await assertRecordPossible(tx, actor.id, clockInAt, clockOutAt);
    if (input.jobId) await assertMayWorkOn(tx, actor, input.jobId, clockInAt);
    // The same missed time asked for twice would only be added once.
    const asked = await tx.clockCorrectionRequest.findFirst({
      where: {
        userId: actor.id,
        recordId: null,
        status: "pending",
        clockInAt: { lt: clockOutAt },
        clockOutAt: { gt: clockInAt },
      },
      select: { id: true },
    });
    if (asked) {
      throw new AppError("CONFLICT", `A missed clocking at these times is already waiting (request ${asked.id}).`, {
        fields: { clockInAt: V.missedPending, clockOutAt: V.missedPending },
      });
    }
    const row = await tx.clockCorrectionRequest.create({
      data: {
        userId: actor.id,
        clockInAt,
        clockOutAt,
        ...(input.jobId && { setsJob: true, jobId: input.jobId }),
        reason: input.reason,
      },
      select: clockRequestSelect,
    });
    return toClockRequest(row);
  });
}

// A record that was not there may be added: its times are valid, overlap no
// record of the person and fall in no approved timesheet.
async function assertRecordPossible(tx: Tx, userId: string, clockInAt: Date, clockOutAt: Date) {
  await assertClockUnlocked(tx, userId, [clockInAt], "clockInAt");
  await correctedTimes(tx, { id: "", userId, clockInAt, clockOutAt: null }, { clockInAt, clockOutAt });
}

// POST /api/clockinandout/addrecord (the office): a cleaner's clocking that
// was never recorded, added directly (the cleaner phoned rather than asked).
export async function addClockRecord(actor: SessionUser, input: TAddClockRecord): Promise<ClockRecord> {
  return db.$transaction(async (tx) => {
    await assertActiveCleaner(tx, input.userId, "userId");
    const { recordId } = await addMissedRecord(tx, actor, input);
    const row = await tx.clockRecord.findUniqueOrThrow({ where: { id: recordId }, select: clockRecordSelect });
    return toOneClockRecord(tx, row);
  });
}

// The office adds a record that was never clocked, as a correction of nothing:
// its history says who added it, when and why (and on which job, if any).
async function addMissedRecord(
  tx: Tx,
  actor: SessionUser,
  fields: { userId: string; clockInAt: Date; clockOutAt: Date; jobId?: string | null; reason: string },
) {
  await assertRecordPossible(tx, fields.userId, fields.clockInAt, fields.clockOutAt);
  if (fields.jobId) await assertJobExists(tx, fields.jobId);
  const { clockInAt, clockOutAt } = fields;
  const jobId = fields.jobId ?? null;
  const record = await tx.clockRecord.create({
    data: { userId: fields.userId, clockInAt, clockOutAt, jobId },
    select: { id: true },
  });
  const correction = await tx.clockCorrection.create({
    data: {
      recordId: record.id,
      byId: actor.id,
      reason: fields.reason,
      before: JSON.stringify({ clockInAt: null, clockOutAt: null, ...(jobId && { jobId: null }) }),
      after: JSON.stringify({ clockInAt, clockOutAt, ...(jobId && { jobId }) }),
    },
    select: { id: true },
  });
  return { recordId: record.id, correctionId: correction.id };
}

const waitingAlready = () =>
  new AppError("CONFLICT", "A correction of this record is already waiting for the office.", {
    fields: { id: V.correctionPending },
  });

async function assertNoneWaiting(tx: Tx, recordId: string) {
  const waiting = await tx.clockCorrectionRequest.findUnique({ where: { pendingFor: recordId }, select: { id: true } });
  if (waiting) throw waitingAlready();
}

// PUT /api/clockinandout/withdrawcorrection: the cleaner's own waiting request.
export async function withdrawClockCorrection(actor: SessionUser, id: string): Promise<ClockRequest> {
  return db.$transaction(async (tx) => {
    const request = await tx.clockCorrectionRequest.findFirst({
      where: { id, userId: actor.id },
      select: { status: true },
    });
    if (!request) throw requestNotFound();
    await close(tx, id, { status: "withdrawn", decidedAt: new Date() });
    return toClockRequest(
      await tx.clockCorrectionRequest.findUniqueOrThrow({ where: { id }, select: clockRequestSelect }),
    );
  });
}

// Ends a waiting request: only one decision (or withdrawal) wins, even when
// two are sent at once; the other is told it no longer waits.
async function close(tx: Tx, id: string, data: Prisma.ClockCorrectionRequestUncheckedUpdateManyInput) {
  const { count } = await tx.clockCorrectionRequest.updateMany({
    where: { id, status: "pending" },
    data: { ...data, pendingFor: null },
  });
  if (count === 0) {
    const { status } = await tx.clockCorrectionRequest.findUniqueOrThrow({ where: { id }, select: { status: true } });
    throw notPending(status);
  }
}

// PUT /api/clockinandout/decidecorrection (the office). Approving corrects
// the record as asked, in the same transaction: when that is no longer
// possible (the timesheet was approved since, another record now overlaps),
// nothing changes, the request still waits, and the answer says why (the
// office may then decline it with a note).
export async function decideClockCorrection(actor: SessionUser, input: TDecideClockCorrection): Promise<ClockRequest> {
  return db.$transaction(async (tx) => {
    const request = await tx.clockCorrectionRequest.findUnique({
      where: { id: input.id },
      select: {
        reason: true,
        clockInAt: true,
        clockOutAt: true,
        setsJob: true,
        jobId: true,
        userId: true,
        record: { select: { id: true, userId: true, clockInAt: true, clockOutAt: true, jobId: true } },
        user: { select: { email: true, firstName: true, locale: true } },
      },
    });
    if (!request) throw requestNotFound();
    const approve = input.decision === "approve";
    await close(tx, input.id, {
      status: approve ? "approved" : "declined",
      decidedById: actor.id,
      decidedAt: new Date(),
      note: input.note ?? null,
    });
    const { record } = request;
    if (approve) {
      const made = record ? await applyCorrection(tx, actor, record, request) : await addAsked(tx, actor, request);
      await tx.clockCorrectionRequest.update({ where: { id: input.id }, data: made });
    }
    const row = await tx.clockCorrectionRequest.findUniqueOrThrow({
      where: { id: input.id },
      select: clockRequestSelect,
    });
    const { user } = request;
    await queueMail(
      tx,
      clockRequestDecidedMail(
        { to: user.email, name: user.firstName, locale: toLocale(user.locale) },
        {
          recordId: row.record?.id ?? null,
          day: record?.clockInAt ?? request.clockInAt!,
          outcome: approve ? (record ? "corrected" : "added") : "declined",
          note: input.note ?? null,
        },
      ),
    );
    return toClockRequest(row);
  });
}

type Asked = {
  userId: string;
  reason: string;
  clockInAt: Date | null;
  clockOutAt: Date | null;
  setsJob: boolean;
  jobId: string | null;
};
type Stored = { id: string; userId: string; clockInAt: Date; clockOutAt: Date | null; jobId: string | null };

// The record corrected as asked: the correction's id (none when the record
// already shows those times).
async function applyCorrection(tx: Tx, actor: SessionUser, record: Stored, asked: Asked) {
  await assertClockUnlocked(tx, record.userId, [record.clockInAt], "id");
  if (asked.clockInAt) await assertClockUnlocked(tx, record.userId, [asked.clockInAt], "clockInAt");
  const { changes, correctionId } = await correctRecord(tx, actor, record, {
    clockInAt: asked.clockInAt ?? undefined,
    clockOutAt: asked.clockOutAt ?? undefined,
    ...(asked.setsJob && { jobId: asked.jobId }),
    reason: asked.reason,
  });
  await tx.clockRecord.update({ where: { id: record.id }, data: changes });
  return { correctionId };
}

// A missed clocking added as asked: the new record and its correction.
const addAsked = (tx: Tx, actor: SessionUser, asked: Asked) =>
  addMissedRecord(tx, actor, {
    userId: asked.userId,
    clockInAt: asked.clockInAt!,
    clockOutAt: asked.clockOutAt!,
    jobId: asked.jobId,
    reason: asked.reason,
  });

// How many of a person's requests wait whose record, or asked clock-in,
// starts in the period: a timesheet of that period is not approved while any
// does (approving would lock the records they would change).
export function waitingRequestsIn(
  client: Pick<typeof db, "clockCorrectionRequest">,
  userId: string,
  period: { periodStart: Date; periodEnd: Date },
): Promise<number> {
  const inPeriod = { gte: period.periodStart, lt: period.periodEnd };
  return client.clockCorrectionRequest.count({
    where: { userId, status: "pending", OR: [{ record: { clockInAt: inPeriod } }, { clockInAt: inPeriod }] },
  });
}

export type ClockRequestList = TPaged<ClockRequest>;

// GET /api/clockinandout/correctionrequests: a cleaner's own, the office's
// everyone's. Waiting requests come oldest first (a queue to work through),
// the others newest first.
export async function listClockCorrections(actor: SessionUser, query: TListClockRequests): Promise<ClockRequestList> {
  const where: Prisma.ClockCorrectionRequestWhereInput = {
    ...(actor.role === "Cleaner" ? { userId: actor.id } : query.userId ? { userId: query.userId } : {}),
    ...(query.status && { status: query.status }),
  };
  const direction = query.status === "pending" ? "asc" : "desc";
  const [rows, totalRecords] = await db.$transaction([
    db.clockCorrectionRequest.findMany({
      where,
      select: clockRequestSelect,
      orderBy: [{ createdAt: direction }, { id: "asc" }],
      skip: (query.pageNumber - 1) * query.pageSize,
      take: query.pageSize,
    }),
    db.clockCorrectionRequest.count({ where }),
  ]);
  return { data: rows.map(toClockRequest), totalRecords };
}
