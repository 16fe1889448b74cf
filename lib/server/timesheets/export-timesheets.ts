import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import type { TExportTimesheets } from "@/lib/validation/timesheets";
import { toCsv } from "@/lib/server/csv";
import { visibleTimesheets } from "./timesheet-access";

export type ExportTimesheetsOptions = { actor: SessionUser; query: TExportTimesheets };

export const CSV_HEADER = ["Employee name", "Email", "Period start", "Period end", "Hours", "Status"] as const;

const day = (date: Date) => date.toISOString().slice(0, 10);

// Payroll export: every timesheet whose period overlaps the range, one row
// each, by person then period. Office staff only (it lists everyone's hours).
export async function exportTimesheets({ actor, query }: ExportTimesheetsOptions) {
  if (!isStaff(actor.role)) throw new AppError("FORBIDDEN", "Only the office can export timesheets.");
  const rows = await db.timesheet.findMany({
    where: {
      AND: [visibleTimesheets(actor), { periodStart: { lt: query.endDate }, periodEnd: { gt: query.startDate } }],
    },
    select: {
      periodStart: true,
      periodEnd: true,
      minutesWorked: true,
      status: true,
      user: { select: { firstName: true, lastName: true, email: true } },
    },
    orderBy: [{ user: { lastName: "asc" } }, { user: { firstName: "asc" } }, { periodStart: "asc" }, { id: "asc" }],
  });
  // The byte-order mark makes Excel read UTF-8, so names like Ó Súilleabháin survive.
  const csv =
    "\uFEFF" +
    toCsv([
      CSV_HEADER,
      ...rows.map((row) => [
        `${row.user.firstName} ${row.user.lastName}`.trim(),
        row.user.email,
        row.periodStart.toISOString(),
        row.periodEnd.toISOString(),
        (row.minutesWorked / 60).toFixed(2),
        row.status,
      ]),
    ]);
  // The range end is exclusive: its last day is the day before.
  const filename = `timesheets-${day(query.startDate)}-${day(new Date(query.endDate.getTime() - 1))}.csv`;
  return { csv, filename };
}
