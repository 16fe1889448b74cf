import { addDays } from "@/lib/i18n/dublin-time";
import { timesheetDays, type ClosedRecord, type Period } from "./timesheet-days";

// The payroll export's rows: one per person and Dublin week (Monday to
// Sunday), from their approved timesheets (pure: the service fetches them).
// Each day's minutes come from the closed clock records of the timesheet
// that start that day; a day no approved timesheet covers is null (left
// empty), not 0. The total is what was approved: a week's timesheet gives its
// minutesWorked. A timesheet over several weeks gives a row per week, each
// with its records' minutes, and the difference between what was approved and
// the records goes to the week holding most of its days, so its rows add up
// to its minutesWorked. Two timesheets in one week share one row.

export type PayrollSheet = Period & { userId: string; minutesWorked: number; records: ClosedRecord[] };
export type PayrollWeek = {
  userId: string;
  // The Monday, "YYYY-MM-DD".
  weekStart: string;
  // Monday to Sunday.
  dayMinutes: (number | null)[];
  totalMinutes: number;
};

const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
export const mondayOf = (day: string) => addDays(day, -weekdayOf(day));

export function sheetWeeks(sheet: PayrollSheet): PayrollWeek[] {
  const weeks = new Map<string, PayrollWeek & { dayCount: number; hasWork: boolean }>();
  for (const day of timesheetDays(sheet, [], sheet.records)) {
    const weekStart = mondayOf(day.date);
    const week = weeks.get(weekStart) ?? {
      userId: sheet.userId,
      weekStart,
      dayMinutes: Array<number | null>(7).fill(null),
      totalMinutes: 0,
      dayCount: 0,
      hasWork: false,
    };
    week.dayMinutes[weekdayOf(day.date)] = day.workedMinutes;
    week.totalMinutes += day.workedMinutes;
    week.dayCount += 1;
    week.hasWork ||= day.workedMinutes > 0;
    weeks.set(weekStart, week);
  }
  const all = [...weeks.values()];
  const recorded = all.reduce((sum, week) => sum + week.totalMinutes, 0);
  const main = all.reduce((best, week) => (week.dayCount >= best.dayCount ? week : best), all[0]!);
  main.totalMinutes += sheet.minutesWorked - recorded;
  // A period given as UTC midnights touches an hour of a Dublin day at its
  // edge in summer; a week made only of such an empty edge is no row.
  return all
    .filter((week) => week === main || week.hasWork || week.totalMinutes !== 0)
    .map(({ userId, weekStart, dayMinutes, totalMinutes }) => ({ userId, weekStart, dayMinutes, totalMinutes }));
}

// The rows of several timesheets, one per person and week.
export function payrollWeeks(sheets: PayrollSheet[]): PayrollWeek[] {
  const rows = new Map<string, PayrollWeek>();
  for (const week of sheets.flatMap(sheetWeeks)) {
    const key = `${week.userId} ${week.weekStart}`;
    const row = rows.get(key);
    if (!row) {
      rows.set(key, week);
      continue;
    }
    row.dayMinutes = row.dayMinutes.map((minutes, i) =>
      minutes === null && week.dayMinutes[i] === null ? null : (minutes ?? 0) + (week.dayMinutes[i] ?? 0),
    );
    row.totalMinutes += week.totalMinutes;
  }
  return [...rows.values()];
}
