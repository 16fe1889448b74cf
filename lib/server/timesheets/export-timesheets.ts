import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { addDays, dublinDate } from "@/lib/i18n/dublin-time";
import { db } from "@/lib/server/db";
import type { TExportTimesheets } from "@/lib/validation/timesheets";
import { toCsv } from "@/lib/server/csv";
import { payrollWeeks } from "./payroll-weeks";
import { closedRecords } from "./timesheet-days";
import { visibleTimesheets } from "./timesheet-access";

export type ExportTimesheetsOptions = { actor: SessionUser; query: TExportTimesheets };

export const CSV_HEADER = [
  "Employee name",
  "Email",
  "Week starting",
  "Mon",
  "Tue",
  "Wed",
  "Thu",
  "Fri",
  "Sat",
  "Sun",
  "Total hours",
] as const;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const hours = (minutes: number | null) => (minutes === null ? "" : (minutes / 60).toFixed(2));

// Payroll export: the approved timesheets only (what will be paid), one row
// per person and week (payroll-weeks.ts) that has a day in the range, as the
// list shows the timesheets of a range, by person then week. Office staff only
// (it lists everyone's hours).
export async function exportTimesheets({ actor, query }: ExportTimesheetsOptions) {
  if (!isStaff(actor.role)) throw new AppError("FORBIDDEN", "Only the office can export timesheets.");
  // The range's Irish days. The screen sends Irish midnights (23:00 UTC the day before in
  // summer), a call with dates alone UTC midnights (01:00 in Irish summer time): an end at
  // either midnight ends the day before, so the last day is the one an hour before it.
  const firstDay = dublinDate(query.startDate);
  const lastDay = dublinDate(new Date(query.endDate.getTime() - HOUR_MS - 1));
  // Timesheets that can touch those weeks: up to 6 days either side of the
  // range, with a day's margin for Irish time.
  const sheets = await db.timesheet.findMany({
    where: {
      AND: [
        visibleTimesheets(actor),
        { status: "approved" },
        {
          periodStart: { lt: new Date(query.endDate.getTime() + 7 * DAY_MS) },
          periodEnd: { gt: new Date(query.startDate.getTime() - 7 * DAY_MS) },
        },
      ],
    },
    select: {
      userId: true,
      periodStart: true,
      periodEnd: true,
      minutesWorked: true,
      user: { select: { firstName: true, lastName: true, email: true } },
    },
  });
  const records = await sheetRecords(sheets);
  const people = new Map(sheets.map((sheet) => [sheet.userId, sheet.user]));
  const rows = payrollWeeks(
    sheets.map((sheet) => ({
      ...sheet,
      records: (records.get(sheet.userId) ?? []).filter(
        (record) => sheet.periodStart <= record.clockInAt && record.clockInAt < sheet.periodEnd,
      ),
    })),
  )
    .filter((week) => week.weekStart <= lastDay && firstDay <= addDays(week.weekStart, 6))
    .map((week) => ({ ...week, person: people.get(week.userId)! }))
    .sort(
      (a, b) =>
        a.person.lastName.localeCompare(b.person.lastName) ||
        a.person.firstName.localeCompare(b.person.firstName) ||
        a.userId.localeCompare(b.userId) ||
        a.weekStart.localeCompare(b.weekStart),
    );
  // The byte-order mark makes Excel read UTF-8, so names like Ó Súilleabháin survive.
  const csv =
    "\uFEFF" +
    toCsv([
      CSV_HEADER,
      ...rows.map((row) => [
        `${row.person.firstName} ${row.person.lastName}`.trim(),
        row.person.email,
        row.weekStart,
        ...row.dayMinutes.map(hours),
        hours(row.totalMinutes),
      ]),
    ]);
  const filename = `timesheets-${firstDay}-${lastDay}.csv`;
  return { csv, filename };
}

// The closed clock records of the timesheets' people over their periods, by person, in one query.
async function sheetRecords(sheets: { userId: string; periodStart: Date; periodEnd: Date }[]) {
  const byPerson = new Map<string, { clockInAt: Date; clockOutAt: Date }[]>();
  if (sheets.length === 0) return byPerson;
  const rows = await db.clockRecord.findMany({
    where: {
      userId: { in: [...new Set(sheets.map((sheet) => sheet.userId))] },
      clockOutAt: { not: null },
      clockInAt: {
        gte: new Date(Math.min(...sheets.map((sheet) => sheet.periodStart.getTime()))),
        lt: new Date(Math.max(...sheets.map((sheet) => sheet.periodEnd.getTime()))),
      },
    },
    select: { userId: true, clockInAt: true, clockOutAt: true },
  });
  for (const { userId, ...record } of closedRecords(rows)) {
    const own = byPerson.get(userId) ?? [];
    own.push(record);
    byPerson.set(userId, own);
  }
  return byPerson;
}
