import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import type { TPaged } from "@/lib/validation/pagination";
import type { TListTimesheets } from "@/lib/validation/timesheets";
import { assertMayUseTimesheets, visibleTimesheets } from "./timesheet-access";
import { dayTotals, timesheetDays, type ShiftTimes } from "./timesheet-days";
import { timesheetSelect, toTimesheet, type Timesheet } from "./timesheet-select";

export type ListTimesheetsOptions = { actor: SessionUser; query: TListTimesheets };

// With the minutes its owner was rostered for: their shifts that start in the period.
export type TimesheetRow = Timesheet & { rosteredMinutes: number };

// Timesheets whose period overlaps [startDate, endDate), latest period first.
export async function listTimesheets({ actor, query }: ListTimesheetsOptions): Promise<TPaged<TimesheetRow>> {
  assertMayUseTimesheets(actor);
  const where = {
    AND: [
      visibleTimesheets(actor),
      query.userId ? { userId: query.userId } : {},
      query.status ? { status: query.status } : {},
      { periodStart: { lt: query.endDate }, periodEnd: { gt: query.startDate } },
    ],
  };
  const [rows, totalRecords] = await db.$transaction([
    db.timesheet.findMany({
      where,
      select: timesheetSelect,
      orderBy: [{ periodStart: "desc" }, { user: { lastName: "asc" } }, { user: { firstName: "asc" } }, { id: "asc" }],
      skip: (query.pageNumber - 1) * query.pageSize,
      take: query.pageSize,
    }),
    db.timesheet.count({ where }),
  ]);
  const shiftsOf = await pageShifts(rows);
  const data = rows.map((row) => {
    const rosteredMinutes = dayTotals(timesheetDays(row, shiftsOf.get(row.userId) ?? [], [])).rosteredMinutes;
    return { ...toTimesheet(row), rosteredMinutes };
  });
  return { data, totalRecords };
}

// The shifts of the page's people over the page's periods, by person, in one query.
async function pageShifts(
  rows: { userId: string; periodStart: Date; periodEnd: Date }[],
): Promise<Map<string, ShiftTimes[]>> {
  const byPerson = new Map<string, ShiftTimes[]>();
  if (rows.length === 0) return byPerson;
  const starts = rows.map((row) => row.periodStart.getTime());
  const ends = rows.map((row) => row.periodEnd.getTime());
  const shifts = await db.rotaShift.findMany({
    where: {
      cleanerId: { in: [...new Set(rows.map((row) => row.userId))] },
      startsAt: { gte: new Date(Math.min(...starts)), lt: new Date(Math.max(...ends)) },
    },
    select: { cleanerId: true, startsAt: true, endsAt: true },
  });
  for (const { cleanerId, ...times } of shifts) {
    const own = byPerson.get(cleanerId) ?? [];
    own.push(times);
    byPerson.set(cleanerId, own);
  }
  return byPerson;
}
