import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { addDays } from "@/lib/i18n/dublin-time";
import { db } from "@/lib/server/db";
import type { Hours } from "./office-overview";
import { dayOf, dublinWeek, rangeIndex, sumMinutes, weekOf } from "./weeks";

export type OverviewShift = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  location: string;
  // The office's note for the cleaner (a key, an alarm code), or null.
  notes: string | null;
  job: { id: string; title: string; address: string } | null;
};

export type CleanerOverview = {
  role: "cleaner";
  todayShifts: OverviewShift[];
  openClock: { id: string; clockInAt: Date; job: { id: string; title: string } | null } | null;
  weekShifts: OverviewShift[];
  hoursThisWeek: Hours;
};

const shiftSelect = {
  id: true,
  startsAt: true,
  endsAt: true,
  location: true,
  notes: true,
  job: { select: { id: true, title: true, location: true } },
} as const;

const byStart = [{ startsAt: "asc" }, { id: "asc" }] as const;

type ShiftRow = Omit<OverviewShift, "job"> & { job: { id: string; title: string; location: string } | null };

const toShift = ({ job, ...shift }: ShiftRow): OverviewShift => ({
  ...shift,
  job: job && { id: job.id, title: job.title, address: job.location },
});

// A cleaner's own day and fortnight. Today's shifts are all of them (those
// overlapping the Irish day, as the clock button offers them: the cleaner has
// to go whether or not the week was published); the rota of this week and
// next shows only the weeks the office has published, from now on (the
// shifts not yet ended), and the rostered
// minutes are this week's shifts when it is published, so the figure matches
// the list beside it. Worked minutes: their closed clock records that start
// this week, as a timesheet counts them.
export async function cleanerOverview(actor: SessionUser, now: Date): Promise<CleanerOverview> {
  const today = dayOf(now);
  const thisWeek = weekOf(now);
  const nextWeek = dublinWeek(addDays(thisWeek.monday, 7));
  const weeks = [thisWeek, nextWeek];
  const [todayShifts, openClock, publications, fortnight, records] = await Promise.all([
    db.rotaShift.findMany({
      where: { cleanerId: actor.id, startsAt: { lt: today.to }, endsAt: { gt: today.from } },
      select: shiftSelect,
      orderBy: [...byStart],
    }),
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
      select: shiftSelect,
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
    todayShifts: todayShifts.map(toShift),
    openClock,
    // Those still to come: a phone showed the week's past days too (walkthrough).
    weekShifts: weekShifts.filter((shift) => shift.endsAt > now).map(toShift),
    hoursThisWeek: {
      workedMinutes: sumMinutes(records.map((record) => ({ from: record.clockInAt, to: record.clockOutAt! }))),
      rosteredMinutes: sumMinutes(rostered.map((shift) => ({ from: shift.startsAt, to: shift.endsAt }))),
    },
  };
}
