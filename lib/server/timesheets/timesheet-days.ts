import { addDays, dublinDate } from "@/lib/i18n/dublin-time";

// A timesheet day by day, in Irish time (pure: the services fetch the rows).
// Each shift and each clock record counts whole on the Dublin day it starts,
// so a record across midnight stays with its day, as payroll reads it; a day
// has 23 or 25 hours when the clocks change, which needs no special case.

export type Period = { periodStart: Date; periodEnd: Date };
export type ShiftTimes = { startsAt: Date; endsAt: Date };
export type ClosedRecord = { clockInAt: Date; clockOutAt: Date };

export type DayMinutes = {
  rosteredMinutes: number;
  workedMinutes: number;
  breakMinutes: number;
  // Worked minus rostered: negative when short.
  differenceMinutes: number;
};
export type TimesheetDay = { date: string } & DayMinutes;

const MINUTE = 60_000;
const inPeriod = ({ periodStart, periodEnd }: Period, at: Date) => periodStart <= at && at < periodEnd;

// The Dublin days ("YYYY-MM-DD") the period [periodStart, periodEnd) touches.
export function periodDays({ periodStart, periodEnd }: Period): string[] {
  const last = dublinDate(new Date(periodEnd.getTime() - 1));
  const days: string[] = [];
  for (let day = dublinDate(periodStart); day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

// Records that are closed, with the type saying so.
export const closedRecords = <T extends { clockOutAt: Date | null }>(records: T[]) =>
  records.filter((record): record is T & { clockOutAt: Date } => record.clockOutAt !== null);

// Each day of the period: the shifts and closed records that start in the
// period, on their start day; breaks are the gaps between a day's records.
export function timesheetDays(period: Period, shifts: ShiftTimes[], records: ClosedRecord[]): TimesheetDay[] {
  const rostered = new Map<string, number>();
  for (const shift of shifts.filter((shift) => inPeriod(period, shift.startsAt))) {
    const day = dublinDate(shift.startsAt);
    rostered.set(day, (rostered.get(day) ?? 0) + (shift.endsAt.getTime() - shift.startsAt.getTime()));
  }
  const recordsByDay = groupByStartDay(records.filter((record) => inPeriod(period, record.clockInAt)));
  return periodDays(period).map((date) => {
    const dayRecords = recordsByDay.get(date) ?? [];
    const worked = dayRecords.reduce((sum, r) => sum + (r.clockOutAt.getTime() - r.clockInAt.getTime()), 0);
    const rosteredMinutes = Math.floor((rostered.get(date) ?? 0) / MINUTE);
    const workedMinutes = Math.floor(worked / MINUTE);
    return {
      date,
      rosteredMinutes,
      workedMinutes,
      breakMinutes: Math.floor(breakMs(dayRecords) / MINUTE),
      differenceMinutes: workedMinutes - rosteredMinutes,
    };
  });
}

export function dayTotals(days: DayMinutes[]): DayMinutes {
  const sum = (key: keyof DayMinutes) => days.reduce((total, day) => total + day[key], 0);
  return {
    rosteredMinutes: sum("rosteredMinutes"),
    workedMinutes: sum("workedMinutes"),
    breakMinutes: sum("breakMinutes"),
    differenceMinutes: sum("differenceMinutes"),
  };
}

// Records by the Dublin day they start, each day's in clock-in order.
export function groupByStartDay<T extends ClosedRecord>(records: T[]): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  const sorted = [...records].sort((a, b) => a.clockInAt.getTime() - b.clockInAt.getTime());
  for (const record of sorted) {
    const day = dublinDate(record.clockInAt);
    const dayRecords = byDay.get(day) ?? [];
    dayRecords.push(record);
    byDay.set(day, dayRecords);
  }
  return byDay;
}

// The gaps between consecutive records (sorted by clock-in) of one day.
function breakMs(records: ClosedRecord[]): number {
  let total = 0;
  for (let i = 1; i < records.length; i++) {
    total += Math.max(0, records[i]!.clockInAt.getTime() - records[i - 1]!.clockOutAt.getTime());
  }
  return total;
}
