import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { addDays } from "@/lib/i18n/dublin-time";
import { assignedJobsIn, onNoShift, shiftsIn, type AssignedJob } from "@/lib/server/clocking/day-jobs";
import { db } from "@/lib/server/db";
import { dayShiftSelect, toDayShift, type DayShift } from "@/lib/server/rota/shift-select";
import type { Hours } from "./office-overview";
import { dayOf, dublinWeek, rangeIndex, sumMinutes, weekOf } from "./weeks";

export type OverviewShift = DayShift;

export type CleanerOverview = {
  role: "cleaner";
  todayShifts: OverviewShift[];
  // Jobs assigned to them for today that none of today's shifts is on.
  todayJobs: AssignedJob[];
  openClock: { id: string; clockInAt: Date; job: { id: string; title: string } | null } | null;
  weekShifts: OverviewShift[];
  hoursThisWeek: Hours;
};

const byStart = [{ startsAt: "asc" }, { id: "asc" }] as const;

// A cleaner's own day and fortnight.
// - Today: all their shifts overlapping the Irish day, as the clock button
//   offers them (the cleaner has to go whether or not the week was
//   published), and the jobs assigned to them for today that no such shift
//   is on, completed ones included (the day's list says what is done).
// - The rota of this week and next: only the weeks the office has published,
//   from now on (the shifts not yet ended).
// - Rostered minutes: this week's shifts when it is published, so the figure
//   matches the list beside it. Worked minutes: their closed clock records
//   that start this week, as a timesheet counts them.
export async function cleanerOverview(actor: SessionUser, now: Date): Promise<CleanerOverview> {
  const today = dayOf(now);
  const thisWeek = weekOf(now);
  const nextWeek = dublinWeek(addDays(thisWeek.monday, 7));
  const weeks = [thisWeek, nextWeek];
  const [todayShifts, todayAssigned, openClock, publications, fortnight, records] = await Promise.all([
    db.rotaShift.findMany({ where: shiftsIn(actor.id, today), select: dayShiftSelect, orderBy: [...byStart] }),
    assignedJobsIn(actor.id, today),
    db.clockRecord.findFirst({
      where: { userId: actor.id, clockOutAt: null },
      select: { id: true, clockInAt: true, job: { select: { id: true, title: true } } },
      orderBy: { clockInAt: "desc" },
    }),
    db.rotaPublication.findMany({
      where: { weekStart: { gte: thisWeek.from, lt: nextWeek.to } },
      select: { weekStart: true },
    }),
    db.rotaShift.findMany({
      where: { cleanerId: actor.id, startsAt: { gte: thisWeek.from, lt: nextWeek.to } },
      select: dayShiftSelect,
      orderBy: [...byStart],
    }),
    db.clockRecord.findMany({
      where: { userId: actor.id, clockInAt: { gte: thisWeek.from, lt: thisWeek.to }, clockOutAt: { not: null } },
      select: { clockInAt: true, clockOutAt: true },
    }),
  ]);
  const published = new Set(publications.map((publication) => rangeIndex(weeks, publication.weekStart)));
  const weekShifts = fortnight.filter((shift) => published.has(rangeIndex(weeks, shift.startsAt)));
  const rostered = weekShifts.filter((shift) => rangeIndex(weeks, shift.startsAt) === 0);
  return {
    role: "cleaner",
    todayShifts: todayShifts.map(toDayShift),
    todayJobs: onNoShift(todayAssigned, todayShifts),
    openClock,
    // Those still to come: a phone showed the week's past days too (walkthrough).
    weekShifts: weekShifts.filter((shift) => shift.endsAt > now).map(toDayShift),
    hoursThisWeek: {
      workedMinutes: sumMinutes(records.map((record) => ({ from: record.clockInAt, to: record.clockOutAt! }))),
      rosteredMinutes: sumMinutes(rostered.map((shift) => ({ from: shift.startsAt, to: shift.endsAt }))),
    },
  };
}
