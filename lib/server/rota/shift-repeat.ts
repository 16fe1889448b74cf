import "server-only";
import { addDays, fromDublinLocal, toDublinLocal } from "@/lib/i18n/dublin-time";
import { MAX_SHIFT_REPEAT_WEEKS, type TShiftRepeat } from "@/lib/validation/rota";

const MINUTE_MS = 60_000;

// Dublin wall-clock times ("YYYY-MM-DDTHH:mm") moved by minutes of the clock,
// and the clock minutes between two of them.
const addWallMinutes = (wall: string, minutes: number) =>
  new Date(Date.parse(`${wall}:00Z`) + minutes * MINUTE_MS).toISOString().slice(0, 16);
const wallMinutesBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}:00Z`) - Date.parse(`${from}:00Z`)) / MINUTE_MS);

export type ShiftTimes = { startsAt: Date; endsAt: Date };

// The same Dublin days of the week and wall-clock times some weeks later
// (earlier when negative): 09:00–13:00 stays 09:00–13:00 across a change of
// the clocks, as the days are counted on the calendar.
export function sameTimesWeeksLater({ startsAt, endsAt }: ShiftTimes, weeks: number): ShiftTimes {
  const startWall = toDublinLocal(startsAt);
  const clockMinutes = wallMinutesBetween(startWall, toDublinLocal(endsAt));
  // Seconds within the minute, kept as given (offsets are whole minutes).
  const [startRest, endRest] = [startsAt.getTime() % MINUTE_MS, endsAt.getTime() % MINUTE_MS];
  const wall = `${addDays(startWall.slice(0, 10), weeks * 7)}T${startWall.slice(11)}`;
  return {
    startsAt: new Date(fromDublinLocal(wall)!.getTime() + startRest),
    endsAt: new Date(fromDublinLocal(addWallMinutes(wall, clockMinutes))!.getTime() + endRest),
  };
}

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
