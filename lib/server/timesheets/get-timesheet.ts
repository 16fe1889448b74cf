import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { waitingRequestsIn } from "@/lib/server/clocking/correction-requests";
import { db } from "@/lib/server/db";
import { assertMayUseTimesheets, timesheetNotFound, visibleTimesheets } from "./timesheet-access";
import { closedRecords, dayTotals, timesheetDays, type DayMinutes, type TimesheetDay } from "./timesheet-days";
import { eventSelect, toEvent, type TimesheetEvent } from "./timesheet-events";
import { timesheetSelect, toTimesheet, type Timesheet } from "./timesheet-select";
import { averageWindowStart, workingTimeWarnings, type WorkingTimeWarning } from "./working-time";

export type GetTimesheetOptions = { actor: SessionUser; id: string };

export type TimesheetDetail = Timesheet & {
  days: TimesheetDay[];
  totals: DayMinutes;
  warnings: WorkingTimeWarning[];
  events: TimesheetEvent[];
  // Approved: its clock records and fields are locked until the office unlocks it.
  locked: boolean;
  // The owner's correction requests of the period that wait for the office
  // (it is not approved while any does).
  waitingCorrections: number;
};

// One timesheet, for those who may list it (timesheet-access.ts); others 404.
// With it, its days (the owner's rota shifts and closed clock records that
// start in the period), the working-time warnings and its history.
export async function getTimesheetById({ actor, id }: GetTimesheetOptions): Promise<TimesheetDetail> {
  assertMayUseTimesheets(actor);
  const row = await db.timesheet.findFirst({
    where: { AND: [{ id }, visibleTimesheets(actor)] },
    select: { ...timesheetSelect, events: { select: eventSelect, orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
  });
  if (!row) throw timesheetNotFound();
  const { events, ...sheet } = row;
  const period = { periodStart: sheet.periodStart, periodEnd: sheet.periodEnd };
  const [shifts, records, waitingCorrections] = await Promise.all([
    db.rotaShift.findMany({
      where: { cleanerId: sheet.userId, startsAt: { gte: period.periodStart, lt: period.periodEnd } },
      select: { startsAt: true, endsAt: true },
    }),
    // The 17 weeks before the period's end, for the average working week.
    db.clockRecord.findMany({
      where: {
        userId: sheet.userId,
        clockOutAt: { not: null },
        clockInAt: { gte: averageWindowStart(period.periodEnd), lt: period.periodEnd },
      },
      select: { clockInAt: true, clockOutAt: true },
    }),
    waitingRequestsIn(db, sheet.userId, period),
  ]);
  const closed = closedRecords(records);
  const days = timesheetDays(period, shifts, closed);
  return {
    ...toTimesheet(sheet),
    days,
    totals: dayTotals(days),
    warnings: workingTimeWarnings(period, closed),
    events: events.map(toEvent),
    locked: sheet.status === "approved",
    waitingCorrections,
  };
}
