import "server-only";
import { addDays, dublinDate, dublinDayRange, dublinDayStart, dublinMonday } from "@/lib/i18n/dublin-time";
import { minutesBetween } from "@/lib/server/clocking/clock-select";

// Weeks of the overview: Monday to Sunday in Ireland, each as its Monday
// ("YYYY-MM-DD") and the half-open range of instants [from, to) it covers
// (168 hours, or 167 / 169 in the weeks the clocks change).
export type Week = { monday: string; from: Date; to: Date };

export function dublinWeek(monday: string): Week {
  return { monday, from: dublinDayStart(monday), to: dublinDayStart(addDays(monday, 7)) };
}

export const weekOf = (instant: Date): Week => dublinWeek(dublinMonday(instant));

// The Dublin day an instant falls in, as its range of instants.
export const dayOf = (instant: Date): Range => dublinDayRange(dublinDate(instant));

// The `count` weeks ending with the one `instant` is in, oldest first.
export function weeksUpTo(instant: Date, count: number): Week[] {
  const last = dublinMonday(instant);
  return Array.from({ length: count }, (_, index) => dublinWeek(addDays(last, -7 * (count - 1 - index))));
}

export type Range = { from: Date; to: Date };

// Which of the ranges (weeks) an instant falls in, -1 for none. Comparisons,
// not a time-zone conversion per row: rows come by the thousand.
export function rangeIndex(ranges: readonly Range[], instant: Date): number {
  const time = instant.getTime();
  return ranges.findIndex((range) => time >= range.from.getTime() && time < range.to.getTime());
}

// Whole minutes of each range, rounded down (a clock record's minutesWorked), added up.
export const sumMinutes = (ranges: readonly Range[]) =>
  ranges.reduce((sum, range) => sum + minutesBetween(range.from, range.to), 0);
