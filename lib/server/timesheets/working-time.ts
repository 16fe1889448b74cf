import { addDays, fromDublinLocal, toDublinLocal } from "@/lib/i18n/dublin-time";
import { groupByStartDay, periodDays, type ClosedRecord, type Period } from "./timesheet-days";

// Warnings under the Organisation of Working Time Act 1997, read from the
// closed clock records (pure: the service fetches them). They inform the
// office; nothing is refused because of them.
//
// - averageOver48 (s. 15): the average working week over the 17 weeks ending
//   with the period is above 48 hours. The 17 weeks are always divided by 17,
//   leave and sickness are not known here, so a newcomer's average is low.
// - restUnder11 (s. 11): less than 11 hours between the last clock-out of one
//   working day and the first clock-in of the next. A working day is the
//   records that start on one Dublin day, so a lunch break is not a rest.
// - noBreakAfter6 (s. 12): a single continuous record longer than 6 hours
//   (a break is a gap between two records).

export type WarningCode = "averageOver48" | "restUnder11" | "noBreakAfter6";
export type WorkingTimeWarning = { code: WarningCode; date?: string; hours?: number };

export const AVERAGE_WEEKS = 17;
const HOUR = 60 * 60 * 1000;
const MAX_AVERAGE_HOURS = 48;
const MIN_DAILY_REST_HOURS = 11;
const MAX_HOURS_WITHOUT_BREAK = 6;

const hours = (ms: number) => Math.round((ms / HOUR) * 100) / 100;
const length = (record: ClosedRecord) => record.clockOutAt.getTime() - record.clockInAt.getTime();

// Where the 17 weeks ending with the period begin: the same Dublin wall-clock
// time 119 days earlier, so a change of the clocks in between does not move it.
export function averageWindowStart(periodEnd: Date): Date {
  const wall = toDublinLocal(periodEnd);
  const start = `${addDays(wall.slice(0, 10), -7 * AVERAGE_WEEKS)}${wall.slice(10)}`;
  return fromDublinLocal(start) ?? new Date(periodEnd.getTime() - 7 * AVERAGE_WEEKS * 24 * HOUR);
}

// `records`: the person's closed records that start in the 17 weeks ending
// with the period (earlier ones are ignored). Rest and break warnings are
// given for the period's days, averageOver48 for the whole window.
export function workingTimeWarnings(period: Period, records: ClosedRecord[]): WorkingTimeWarning[] {
  const windowStart = averageWindowStart(period.periodEnd);
  const inWindow = records.filter((r) => windowStart <= r.clockInAt && r.clockInAt < period.periodEnd);
  const days = new Set(periodDays(period));
  const inPeriod = (record: ClosedRecord) =>
    period.periodStart <= record.clockInAt && record.clockInAt < period.periodEnd;
  const warnings: WorkingTimeWarning[] = [];

  const average = hours(inWindow.reduce((sum, record) => sum + length(record), 0) / AVERAGE_WEEKS);
  if (average > MAX_AVERAGE_HOURS) warnings.push({ code: "averageOver48", hours: average });

  const dated: (WorkingTimeWarning & { date: string })[] = [];
  const workingDays = [...groupByStartDay(inWindow)];
  for (let i = 1; i < workingDays.length; i++) {
    const [date, today] = workingDays[i]!;
    const previous = workingDays[i - 1]![1];
    const lastOut = Math.max(...previous.map((record) => record.clockOutAt.getTime()));
    const rest = today[0]!.clockInAt.getTime() - lastOut;
    if (days.has(date) && inPeriod(today[0]!) && rest < MIN_DAILY_REST_HOURS * HOUR) {
      dated.push({ code: "restUnder11", date, hours: hours(Math.max(0, rest)) });
    }
  }
  for (const [date, dayRecords] of workingDays) {
    for (const record of dayRecords.filter(inPeriod)) {
      if (length(record) > MAX_HOURS_WITHOUT_BREAK * HOUR) {
        dated.push({ code: "noBreakAfter6", date, hours: hours(length(record)) });
      }
    }
  }
  dated.sort((a, b) => a.date.localeCompare(b.date) || a.code.localeCompare(b.code));
  return [...warnings, ...dated];
}
