import "server-only";
import { addDays, sameTimesDaysLater, toDublinLocal } from "@/lib/i18n/dublin-time";
import { MAX_SHIFT_REPEAT_WEEKS, type TShiftRepeat } from "@/lib/validation/rota";

export type ShiftTimes = { startsAt: Date; endsAt: Date };

// The same Dublin days of the week and wall-clock times some weeks later
// (earlier when negative).
export const sameTimesWeeksLater = (times: ShiftTimes, weeks: number): ShiftTimes =>
  sameTimesDaysLater(times, weeks * 7);

// The times of a shift and its repeats: every everyWeeks weeks from the
// first shift's Dublin day up to `until` (included), each at the first
// shift's Dublin wall-clock start and end. The days are counted on the
// calendar and the wall-clock times read as instants, so a 09:00–13:00 shift
// stays 09:00–13:00 when the clocks change (never 7 × 24 h added in UTC).
export function repeatTimes(first: ShiftTimes, repeat: TShiftRepeat): ShiftTimes[] {
  const firstDay = toDublinLocal(first.startsAt).slice(0, 10);
  const times: ShiftTimes[] = [first];
  // The schema keeps `until` within 26 weeks; the bound guards the loop anyway.
  for (let index = 1; index <= MAX_SHIFT_REPEAT_WEEKS; index++) {
    const weeks = index * repeat.everyWeeks;
    if (addDays(firstDay, weeks * 7) > repeat.until) break;
    times.push(sameTimesWeeksLater(first, weeks));
  }
  return times;
}
