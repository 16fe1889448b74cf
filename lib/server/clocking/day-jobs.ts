import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import type { Prisma } from "@/lib/generated/prisma/client";
import { addDays, dublinDate, dublinDayStart } from "@/lib/i18n/dublin-time";
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

const dayBounds = (day: string) => ({ start: dublinDayStart(day), end: dublinDayStart(addDays(day, 1)) });

const shiftsOfDay = (cleanerId: string, day: string): Prisma.RotaShiftWhereInput => {
  const { start, end } = dayBounds(day);
  return { cleanerId, startsAt: { lt: end }, endsAt: { gt: start } };
};

// An unknown job and someone else's job get the same answer, so a cleaner
// cannot probe for jobs' ids.
export async function assertMayWorkOn(
  tx: Tx,
  actor: SessionUser,
  jobId: string,
  at: Date,
  field = "jobId",
): Promise<void> {
  const job = await tx.job.findUnique({ where: { id: jobId }, select: { assigneeId: true } });
  if (job && (isStaff(actor.role) || job.assigneeId === actor.id)) return;
  if (job) {
    const shift = await tx.rotaShift.findFirst({
      where: { ...shiftsOfDay(actor.id, dublinDate(at)), jobId },
      select: { id: true },
    });
    if (shift) return;
  }
  throw new AppError("BAD_REQUEST", `Invalid input: ${field}`, {
    fields: { [field]: isStaff(actor.role) ? V.jobNotFound : V.jobNotYours },
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
  const { start, end } = dayBounds(query.day);
  const rows = await db.job.findMany({
    where: {
      OR: [
        { assigneeId: userId, scheduledAt: { gte: start, lt: end } },
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
  const startOf = (job: DayJob) => (job.shift?.startsAt ?? job.scheduledAt ?? start).getTime();
  jobs.sort((a, b) => startOf(a) - startOf(b) || a.title.localeCompare(b.title));
  return { data: jobs };
}
