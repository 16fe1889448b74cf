import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import type { TPaged } from "@/lib/validation/pagination";
import type { TListTimesheets } from "@/lib/validation/timesheets";
import { assertMayUseTimesheets, visibleTimesheets } from "./timesheet-access";
import { timesheetSelect, toTimesheet, type Timesheet } from "./timesheet-select";

export type ListTimesheetsOptions = { actor: SessionUser; query: TListTimesheets };

// Timesheets whose period overlaps [startDate, endDate), latest period first.
export async function listTimesheets({ actor, query }: ListTimesheetsOptions): Promise<TPaged<Timesheet>> {
  assertMayUseTimesheets(actor);
  const where = {
    AND: [
      visibleTimesheets(actor),
      query.userId ? { userId: query.userId } : {},
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
  return { data: rows.map(toTimesheet), totalRecords };
}
