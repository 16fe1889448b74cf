import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { JOB_STAGE } from "@/lib/content/statuses";
import type { JobSeries, Prisma } from "@/lib/generated/prisma/client";
import { addDays, addWallMinutes, fromDublinLocal, toDublinLocal, wallMinutesBetween } from "@/lib/i18n/dublin-time";
import { db } from "@/lib/server/db";
import { removeJobShifts, syncJobShift, wantedShift } from "@/lib/server/rota/job-shift";
import { findClash } from "@/lib/server/rota/shift-rules";
import type { TEndJobSeries, TJobRepeat, TUpdateJob } from "@/lib/validation/jobs";
import { V } from "@/lib/validation/messages";
import type { JobChanges } from "./job-changes";
import { afterJobChange, jobChangeEvents, recordJobEvents, type createJobRecorded } from "./job-events";
import { forgetJobCounts } from "./job-counts";
import { jobSelect, type JobRow } from "./job-select";

// Recurring jobs. A series (JobSeries) holds the template every visit copies
// and when the visits happen; each visit is a full Job of its own (stage,
// chat, sign-off, invoice), numbered by seriesIndex from 0.
// - Visit n is on the first visit's Dublin day plus n × frequencyWeeks weeks,
//   at the first visit's Dublin wall-clock time: 09:30 stays 09:30 when the
//   clocks change (the days are counted on the calendar, then the wall-clock
//   time is read as an instant, never a fixed 7 × 24 h added in UTC).
// - Visits are made up to HORIZON_WEEKS ahead of now, never after untilDate
//   (a calendar day, included) nor beyond visitCount visits. Making them is
//   idempotent: only the missing numbers are created, and the unique index
//   (seriesId, seriesIndex) refuses a second copy of one.
// - The generator runs when a series is created (in its transaction), when
//   the server starts and once a day (startSeriesWorker), for every series
//   not ended.
// - A visit with a cleaner and an end gets its rota shift with it
//   (lib/server/rota/job-shift.ts). When the series is created or its later
//   visits changed, a shift that would clash refuses the call (409); a
//   visit the daily run makes where its cleaner is already booked is made
//   without the cleaner (New), for the office to staff.

export const HORIZON_WEEKS = 8;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
// A guard against a runaway loop: no series has more visits than this.
const MAX_VISIT_INDEX = 10_000;

// What placing visits needs of a series.
type SeriesTiming = Pick<
  JobSeries,
  "frequencyWeeks" | "startDate" | "startTime" | "durationMinutes" | "untilDate" | "visitCount"
>;

// A calendar day ("YYYY-MM-DD") of a date stored at 00:00 UTC, and back.
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const dateOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

// Visit n's day and its wall-clock start in Dublin.
const visitDay = (series: SeriesTiming, index: number) =>
  addDays(dayOf(series.startDate), index * 7 * series.frequencyWeeks);
const visitWall = (series: SeriesTiming, index: number) => `${visitDay(series, index)}T${series.startTime}`;

// The instant visit n starts (a time the clocks skip in spring is read an hour on).
export function visitStart(series: SeriesTiming, index: number): Date {
  return fromDublinLocal(visitWall(series, index))!;
}

function visitEnd(start: Date, durationMinutes: number | null): Date | null {
  return durationMinutes === null ? null : new Date(start.getTime() + durationMinutes * MINUTE_MS);
}

const durationOf = (start: Date, end: Date | null) =>
  end ? Math.max(1, Math.round((end.getTime() - start.getTime()) / MINUTE_MS)) : null;

// The visit numbers that should exist at `now`: up to the horizon, the last
// day and the number of visits.
function* dueIndexes(series: SeriesTiming, now: Date): Generator<number> {
  const horizon = now.getTime() + HORIZON_WEEKS * 7 * DAY_MS;
  const lastDay = series.untilDate ? dayOf(series.untilDate) : null;
  for (let index = 0; index < MAX_VISIT_INDEX; index++) {
    if (series.visitCount !== null && index >= series.visitCount) return;
    if (lastDay && visitDay(series, index) > lastDay) return;
    if (visitStart(series, index).getTime() > horizon) return;
    yield index;
  }
}

export type GenerateOptions = { seriesId?: string };

// Makes the missing visits of every series not ended (or of one), up to the
// horizon from `now`; answers how many it created. A series that fails is
// logged and left for the next run; the others go on.
export async function generateSeriesVisits(now: Date = new Date(), { seriesId }: GenerateOptions = {}) {
  const series = await db.jobSeries.findMany({
    where: { endedAt: null, ...(seriesId ? { id: seriesId } : {}) },
    select: { id: true },
    orderBy: { createdAt: "asc" },
  });
  let created = 0;
  for (const { id } of series) {
    try {
      created += await generateVisitsOf(id, now);
    } catch (error) {
      console.error(`[series] could not make the visits of series ${id}:`, error);
    }
  }
  return created;
}

// One series, in one transaction: the series is read again inside it, so a
// series ended meanwhile makes nothing.
async function generateVisitsOf(seriesId: string, now: Date): Promise<number> {
  return db.$transaction((tx) => makeVisits(tx, seriesId, now, { actorId: null, onClash: "unassign" }));
}

type MakeVisitsOptions = {
  // Who asked (null: the generator); the rota's change mails skip them.
  actorId: string | null;
  // A visit whose shift would clash: refuse (409, the caller's transaction
  // rolls back) or make the visit without its cleaner.
  onClash: "refuse" | "unassign";
};

// The missing visits of a series up to the horizon from `now`, with their
// shifts. Visits are made with no actor (the timeline shows them as made by
// the system) and e-mail no one.
async function makeVisits(
  tx: Prisma.TransactionClient,
  seriesId: string,
  now: Date,
  { actorId, onClash }: MakeVisitsOptions,
): Promise<number> {
  const series = await tx.jobSeries.findUnique({
    where: { id: seriesId },
    include: { assignee: { select: { role: true, status: true } } },
  });
  if (!series || series.endedAt) return 0;
  const rows = await tx.job.findMany({ where: { seriesId }, select: { seriesIndex: true } });
  const existing = new Set(rows.map((row) => row.seriesIndex));
  // A cleaner who left (banned, no longer a cleaner) is not given new visits.
  const assignee = series.assignee;
  const seriesAssigneeId = assignee?.role === "Cleaner" && assignee.status === "active" ? series.assigneeId : null;
  let created = 0;
  for (const index of dueIndexes(series, now)) {
    if (existing.has(index)) continue;
    const start = visitStart(series, index);
    const end = visitEnd(start, series.durationMinutes);
    let assigneeId = seriesAssigneeId;
    const slot = assigneeId && end ? { cleanerId: assigneeId, startsAt: start, endsAt: end } : null;
    if (slot && onClash === "unassign" && (await findClash(tx, slot))) {
      console.warn(`[series] visit ${index} of series ${seriesId} made without its cleaner: they are booked then`);
      assigneeId = null;
    }
    const visit = await tx.job.create({
      data: {
        title: series.title,
        description: series.description,
        location: series.location,
        service: series.service,
        stage: assigneeId ? JOB_STAGE.Pending : JOB_STAGE.New,
        scheduledAt: start,
        scheduledEndAt: end,
        clientId: series.clientId,
        assigneeId,
        companyId: series.companyId,
        seriesId,
        seriesIndex: index,
      },
      select: jobSelect,
    });
    await recordJobEvents(tx, jobChangeEvents(null, visit, null));
    if (wantedShift(visit)) await syncJobShift(tx, visit, { actorId });
    created += 1;
  }
  return created;
}

type CreateRecordedArgs = Parameters<typeof createJobRecorded>[0];

// POST /api/job/createjob with `repeat`: the series, its first visit (the
// job being created, with its events and e-mails) and the next visits up to
// the horizon, with their rota shifts, in one transaction: a visit whose
// shift would clash refuses the whole series (409 naming the clash on
// scheduledAt). The answer is the first visit.
export function createJobSeries(repeat: TJobRepeat) {
  return async ({ data, select, actor, ...options }: CreateRecordedArgs): Promise<JobRow> => {
    return db.$transaction(async (tx) => {
      const series = await tx.jobSeries.create({ data: seriesTemplate(data, repeat), select: { id: true } });
      const created = await tx.job.create({ data: { ...data, seriesId: series.id, seriesIndex: 0 }, select });
      await afterJobChange(tx, null, created, actor, options);
      await syncJobShift(tx, created, { actorId: actor.id });
      await makeVisits(tx, series.id, new Date(), { actorId: actor.id, onClash: "refuse" });
      return created;
    });
  };
}

function seriesTemplate(data: Prisma.JobUncheckedCreateInput, repeat: TJobRepeat) {
  if (!data.scheduledAt) {
    throw new AppError("BAD_REQUEST", "A repeating job needs its first date.", {
      fields: { scheduledAt: V.required },
    });
  }
  const start = new Date(data.scheduledAt);
  const end = data.scheduledEndAt ? new Date(data.scheduledEndAt) : null;
  const wall = toDublinLocal(start);
  return {
    frequencyWeeks: repeat.frequencyWeeks,
    untilDate: repeat.until ? dateOfDay(repeat.until) : null,
    visitCount: repeat.count ?? null,
    title: data.title,
    description: data.description,
    location: data.location,
    service: data.service,
    clientId: data.clientId,
    assigneeId: data.assigneeId ?? null,
    companyId: data.companyId ?? null,
    startDate: dateOfDay(wall.slice(0, 10)),
    startTime: wall.slice(11),
    durationMinutes: durationOf(start, end),
  } satisfies Prisma.JobSeriesUncheckedCreateInput;
}

// Only the office changes the later visits of a series (PUT /api/job/updatejob).
export function checkUpdateScope(actor: SessionUser, input: Pick<TUpdateJob, "scope">) {
  if (input.scope === "following" && !isStaff(actor.role)) {
    throw new AppError("FORBIDDEN", "Only the office may change the later visits of a series.", {
      fields: { scope: V.officeOnly },
    });
  }
}

// The visits a change may still touch: not started (New or Pending) and in the future.
const NOT_STARTED: readonly number[] = [JOB_STAGE.New, JOB_STAGE.Pending];

export type FollowingUpdate = {
  before: JobRow;
  after: JobRow;
  changes: JobChanges;
  actor: SessionUser;
  now?: Date;
};

// PUT /api/job/updatejob with scope "following", in the update's
// transaction: the template fields that changed on this visit (title,
// description, location, service, cleaner) and its new time (the same
// wall-clock shift, and its duration) go to every later visit of the series
// that has not started, and to the series for the visits made later.
// Started, completed and past visits stay as they are. Answers how many
// later visits changed.
export async function updateFollowingVisits(
  tx: Prisma.TransactionClient,
  { before, after, changes, actor, now = new Date() }: FollowingUpdate,
): Promise<number> {
  if (!before.seriesId || before.seriesIndex === null) return 0;
  const series = await tx.jobSeries.findUnique({ where: { id: before.seriesId } });
  if (!series) return 0;

  // The template fields this update changed (the same names on Job and JobSeries).
  const template = {
    title: changes.title,
    description: changes.description,
    location: changes.location,
    service: changes.service,
    assigneeId: changes.userAssigneeId,
  };
  const isReassigned = changes.userAssigneeId !== undefined;

  const isRetimed = changes.scheduledAt !== undefined || changes.scheduledEndAt !== undefined;
  let shift = 0;
  let duration: number | null = series.durationMinutes;
  if (isRetimed) {
    if (!after.scheduledAt) {
      throw new AppError("BAD_REQUEST", "The visits that follow need a date.", {
        fields: { scheduledAt: V.required },
      });
    }
    const wasWall = before.scheduledAt ? toDublinLocal(before.scheduledAt) : visitWall(series, before.seriesIndex);
    shift = wallMinutesBetween(wasWall, toDublinLocal(after.scheduledAt));
    duration = durationOf(after.scheduledAt, after.scheduledEndAt);
  }
  if (Object.values(template).every((value) => value === undefined) && !isRetimed) return 0;

  const anchor = addWallMinutes(`${dayOf(series.startDate)}T${series.startTime}`, shift);
  await tx.jobSeries.update({
    where: { id: series.id },
    data: {
      ...template,
      ...(isRetimed
        ? { startDate: dateOfDay(anchor.slice(0, 10)), startTime: anchor.slice(11), durationMinutes: duration }
        : {}),
    },
  });

  const later = await tx.job.findMany({
    where: {
      seriesId: series.id,
      seriesIndex: { gt: before.seriesIndex },
      stage: { in: [...NOT_STARTED] },
      scheduledAt: { gt: now },
    },
    select: jobSelect,
  });
  for (const visit of later) {
    const data: Prisma.JobUncheckedUpdateInput = { ...template };
    // A visit with a cleaner waits for them (Pending); one without is New.
    if (isReassigned) data.stage = changes.userAssigneeId ? JOB_STAGE.Pending : JOB_STAGE.New;
    if (isRetimed && visit.scheduledAt) {
      const start = fromDublinLocal(addWallMinutes(toDublinLocal(visit.scheduledAt), shift))!;
      data.scheduledAt = start;
      data.scheduledEndAt = visitEnd(start, duration);
    }
    await tx.job.update({ where: { id: visit.id }, data });
    const changed = await tx.job.findUniqueOrThrow({ where: { id: visit.id }, select: jobSelect });
    // Recorded on each visit's timeline; only this visit's change e-mails anyone.
    await recordJobEvents(tx, jobChangeEvents(visit, changed, actor.id));
    // Its rota shift follows; a clash refuses the whole update (409).
    await syncJobShift(tx, changed, { actorId: actor.id });
  }
  return later.length;
}

export type EndJobSeriesOptions = { input: TEndJobSeries; now?: Date };
export type EndJobSeriesResult = { deletedVisits: number; keptVisits: number };

// POST /api/job/endseries (staff): the series makes no more visits, and its
// visits after the cut (after the given visit's start, or after now) that
// have not started and hold nothing are deleted: New or Pending, no sign-off,
// chat message (deleted ones included), invoice, photo or clock record. Their
// rota shifts (a visit's own, lib/server/rota/job-shift.ts) go with them. The
// other visits after the cut are kept and counted. Ending a series again
// keeps its first endedAt and deletes what the new cut allows.
export async function endJobSeries({ input, now = new Date() }: EndJobSeriesOptions): Promise<EndJobSeriesResult> {
  const result = await db.$transaction(async (tx) => {
    const series = await tx.jobSeries.findUnique({
      where: { id: input.seriesId },
      select: { id: true, endedAt: true },
    });
    if (!series) throw new AppError("NOT_FOUND", "The series was not found.");
    let cut = now;
    if (input.afterJobId) {
      const visit = await tx.job.findUnique({
        where: { id: input.afterJobId },
        select: { seriesId: true, scheduledAt: true },
      });
      if (visit?.seriesId !== series.id) {
        throw new AppError("BAD_REQUEST", "The visit is not part of this series.", {
          fields: { afterJobId: V.notInSeries },
        });
      }
      cut = visit.scheduledAt ?? now;
    }
    if (!series.endedAt) await tx.jobSeries.update({ where: { id: series.id }, data: { endedAt: now } });
    const afterCut: Prisma.JobWhereInput = { seriesId: series.id, scheduledAt: { gt: cut } };
    const deletable = await tx.job.findMany({
      where: {
        ...afterCut,
        stage: { in: [...NOT_STARTED] },
        signature: { is: null },
        chatMessages: { none: {} },
        invoices: { none: {} },
        photos: { none: {} },
        clockRecords: { none: {} },
      },
      select: { id: true },
    });
    const ids = deletable.map((visit) => visit.id);
    await removeJobShifts(tx, ids, null);
    const { count: deletedVisits } = await tx.job.deleteMany({ where: { id: { in: ids } } });
    const keptVisits = await tx.job.count({ where: afterCut });
    return { deletedVisits, keptVisits };
  });
  // Deleted rows move no updatedAt: this process's kept counts of job lists
  // go (./job-counts.ts); other instances' within their MAX_AGE_MS.
  if (result.deletedVisits > 0) forgetJobCounts();
  return result;
}

// The generator's schedule in each server process: once at start-up, then
// once a day. Runs never overlap within a process; two processes at once
// cannot make a visit twice (unique index).
let isGenerating = false;
let isWorkerStarted = false;

async function runGenerator() {
  if (isGenerating) return;
  isGenerating = true;
  try {
    await generateSeriesVisits();
  } catch (error) {
    console.error("[series] run failed:", error);
  } finally {
    isGenerating = false;
  }
}

export function startSeriesWorker(intervalMs = DAY_MS): void {
  if (isWorkerStarted) return;
  isWorkerStarted = true;
  setInterval(() => void runGenerator(), intervalMs).unref();
  void runGenerator();
}
