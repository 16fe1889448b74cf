import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { dublinDate, dublinDayRange } from "@/lib/i18n/dublin-time";
import { db } from "@/lib/server/db";
import { dayShiftSelect, toDayShift, type DayShift } from "@/lib/server/rota/shift-select";
import { assertMayClock } from "./clock-access";
import { assignedJobsIn, onNoShift, shiftsIn, type AssignedJob } from "./day-jobs";
import { clockRecordSelect, toOneClockRecord, type ClockRecord } from "./clock-select";

export type TodayShift = DayShift;

// Today's jobs on no shift, not completed (see AssignedJob).
export type TodayJob = Omit<AssignedJob, "completed">;

export type ClockState = { open: ClockRecord | null; todayShifts: TodayShift[]; todayJobs: TodayJob[] };

export type CurrentClockStateOptions = { actor: SessionUser; now?: Date };

// What the clock button needs for the caller: their open record, if any,
// their shifts of today in Ireland (those overlapping the Dublin day, so a
// night shift that started yesterday is there too), by start, and the jobs
// assigned to them for today that no such shift is on (not completed), so it
// can offer to clock in on any of those jobs.
export async function currentClockState({ actor, now = new Date() }: CurrentClockStateOptions): Promise<ClockState> {
  assertMayClock(actor);
  const today = dublinDayRange(dublinDate(now));
  const [open, shifts, assigned] = await Promise.all([
    db.clockRecord.findFirst({ where: { userId: actor.id, clockOutAt: null }, select: clockRecordSelect }),
    db.rotaShift.findMany({
      where: shiftsIn(actor.id, today),
      select: dayShiftSelect,
      orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    }),
    assignedJobsIn(actor.id, today),
  ]);
  return {
    open: open && (await toOneClockRecord(db, open)),
    todayShifts: shifts.map(toDayShift),
    todayJobs: onNoShift(assigned, shifts)
      .filter((job) => !job.completed)
      .map(({ completed: _completed, ...job }) => job),
  };
}
