import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { JOB_STAGE } from "@/lib/content/statuses";
import type { Prisma } from "@/lib/generated/prisma/client";
import { dublinDate, dublinDayRange } from "@/lib/i18n/dublin-time";
import { db } from "@/lib/server/db";
import type { Tx } from "@/lib/server/rota/people";
import type { TClockDayJobs } from "@/lib/validation/clocking";
import { V } from "@/lib/validation/messages";
import { assertMayClock } from "./clock-access";

// Which jobs a cleaner's time may be on. A cleaner clocks in, or asks for a
// record's job, only on a job assigned to them or the job of one of their
// shifts that day (the rota may book a cleaner before the job is assigned);
// the office may put time on any job.

export type DayJob = {
  id: string;
  title: string;
  address: string;
  scheduledAt: Date | null;
  // The cleaner's shift on it that day, when there is one.
  shift: { startsAt: Date; endsAt: Date } | null;
};

type Range = { from: Date; to: Date };

// A cleaner's shifts that overlap a range (a night shift begun the day
// before is one of the day's).
export const shiftsIn = (cleanerId: string, { from, to }: Range): Prisma.RotaShiftWhereInput => ({
  cleanerId,
  startsAt: { lt: to },
  endsAt: { gt: from },
});

const shiftsOfDay = (cleanerId: string, day: string) => shiftsIn(cleanerId, dublinDayRange(day));

// A job assigned to a cleaner for a day that no shift of theirs that day is
// on: a visit booked with a start but no end has no shift (a job's shift
// needs both, rota/job-shift.ts), so the rota does not show it. The clock
// button offers those not completed; the cleaner's overview lists them all.
export type AssignedJob = {
  id: string;
  title: string;
  address: string;
  scheduledAt: Date;
  scheduledEndAt: Date | null;
  completed: boolean;
};

// The jobs assigned to a cleaner scheduled in a range, by time. Read beside
// the range's shifts (in the same Promise.all), then given to onNoShift.
export const assignedJobsIn = (cleanerId: string, { from, to }: Range) =>
  db.job.findMany({
    where: { assigneeId: cleanerId, scheduledAt: { gte: from, lt: to } },
    select: { id: true, title: true, location: true, scheduledAt: true, scheduledEndAt: true, stage: true },
    orderBy: [{ scheduledAt: "asc" }, { id: "asc" }],
  });

export function onNoShift(
  jobs: Awaited<ReturnType<typeof assignedJobsIn>>,
  shifts: readonly { job: { id: string } | null }[],
): AssignedJob[] {
  const onShifts = new Set(shifts.map((shift) => shift.job?.id));
  return jobs
    .filter((job) => !onShifts.has(job.id))
    .map(({ location, scheduledAt, stage, ...job }) => ({
      ...job,
      address: location,
      // The query asks for a time in the range, so there is one.
      scheduledAt: scheduledAt!,
      completed: stage === JOB_STAGE.Completed,
    }));
}

// An unknown job and someone else's job get the same answer, so a cleaner
// cannot probe for jobs' ids.
export async function assertMayWorkOn(tx: Tx, actor: SessionUser, jobId: string, at: Date): Promise<void> {
  const job = await tx.job.findUnique({ where: { id: jobId }, select: { assigneeId: true } });
  if (job && (isStaff(actor.role) || job.assigneeId === actor.id)) return;
  if (job) {
    const shift = await tx.rotaShift.findFirst({
      where: { ...shiftsOfDay(actor.id, dublinDate(at)), jobId },
      select: { id: true },
    });
    if (shift) return;
  }
  throw new AppError("BAD_REQUEST", "Invalid input: jobId", {
    fields: { jobId: isStaff(actor.role) ? V.jobNotFound : V.jobNotYours },
  });
}

// GET /api/clockinandout/dayjobs: the jobs of a cleaner's Irish day, for the
// job picker of a correction: those assigned to them scheduled that day and
// those of their shifts that day, in the day's order. A cleaner asks for
// their own day (another's is refused); the office for any cleaner's.
export async function listClockDayJobs(actor: SessionUser, query: TClockDayJobs): Promise<{ data: DayJob[] }> {
  assertMayClock(actor);
  const userId = query.userId ?? actor.id;
  if (userId !== actor.id && !isStaff(actor.role)) {
    throw new AppError("FORBIDDEN", "You may only see your own jobs.", { fields: { userId: V.officeOnly } });
  }
  const { from, to } = dublinDayRange(query.day);
  const rows = await db.job.findMany({
    where: {
      OR: [
        { assigneeId: userId, scheduledAt: { gte: from, lt: to } },
        { shifts: { some: shiftsOfDay(userId, query.day) } },
      ],
    },
    select: {
      id: true,
      title: true,
      location: true,
      scheduledAt: true,
      shifts: {
        where: shiftsOfDay(userId, query.day),
        select: { startsAt: true, endsAt: true },
        orderBy: { startsAt: "asc" },
        take: 1,
      },
    },
    take: 50,
  });
  const jobs = rows.map(({ location, shifts, ...job }) => ({ ...job, address: location, shift: shifts[0] ?? null }));
  const startOf = (job: DayJob) => (job.shift?.startsAt ?? job.scheduledAt ?? from).getTime();
  jobs.sort((a, b) => startOf(a) - startOf(b) || a.title.localeCompare(b.title));
  return { data: jobs };
}
