import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { addDays, dublinDate, dublinDayStart } from "@/lib/i18n/dublin-time";
import { db } from "@/lib/server/db";
import { JOB_STAGE } from "@/lib/validation/jobs";
import { assertMayClock } from "./clock-access";
import { clockRecordSelect, toOneClockRecord, type ClockRecord } from "./clock-select";

export type TodayShift = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  location: string;
  // The office's note for the cleaner (a gate code, a key), or null.
  notes: string | null;
  job: { id: string; title: string; address: string } | null;
};

// A job assigned to the person for today that no shift of theirs today is on
// (the office booked the visit without putting it on the rota).
export type TodayJob = {
  id: string;
  title: string;
  address: string;
  scheduledAt: Date;
  scheduledEndAt: Date | null;
};

export type ClockState = { open: ClockRecord | null; todayShifts: TodayShift[]; todayJobs: TodayJob[] };

export type CurrentClockStateOptions = { actor: SessionUser; now?: Date };

// What the clock button needs for the caller: their open record, if any,
// their shifts of today in Ireland (those overlapping the Dublin day, so a
// night shift that started yesterday is there too), by start, and the jobs
// assigned to them for today that no such shift is on (not completed), so it
// can offer to clock in on any of those jobs.
export async function currentClockState({ actor, now = new Date() }: CurrentClockStateOptions): Promise<ClockState> {
  assertMayClock(actor);
  const today = dublinDate(now);
  const dayStart = dublinDayStart(today);
  const dayEnd = dublinDayStart(addDays(today, 1));
  const [open, shifts, assigned] = await Promise.all([
    db.clockRecord.findFirst({ where: { userId: actor.id, clockOutAt: null }, select: clockRecordSelect }),
    db.rotaShift.findMany({
      where: { cleanerId: actor.id, startsAt: { lt: dayEnd }, endsAt: { gt: dayStart } },
      select: {
        id: true,
        startsAt: true,
        endsAt: true,
        location: true,
        notes: true,
        job: { select: { id: true, title: true, location: true } },
      },
      orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    }),
    db.job.findMany({
      where: {
        assigneeId: actor.id,
        scheduledAt: { gte: dayStart, lt: dayEnd },
        stage: { not: JOB_STAGE.Completed },
      },
      select: { id: true, title: true, location: true, scheduledAt: true, scheduledEndAt: true },
      orderBy: [{ scheduledAt: "asc" }, { id: "asc" }],
    }),
  ]);
  const onShifts = new Set(shifts.map((shift) => shift.job?.id));
  return {
    open: open && (await toOneClockRecord(db, open)),
    todayShifts: shifts.map(({ job, ...shift }) => ({
      ...shift,
      job: job && { id: job.id, title: job.title, address: job.location },
    })),
    todayJobs: assigned
      .filter((job) => !onShifts.has(job.id))
      .map(({ location, scheduledAt, ...job }) => ({ ...job, address: location, scheduledAt: scheduledAt! })),
  };
}
