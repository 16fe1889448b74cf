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

// The times of a shift and its repeats: every everyWeeks weeks from the
// first shift's Dublin day up to `until` (included), each at the first
// shift's Dublin wall-clock start and end. The days are counted on the
// calendar and the wall-clock times read as instants, so a 09:00–13:00 shift
// stays 09:00–13:00 when the clocks change (never 7 × 24 h added in UTC).
export function repeatTimes({ startsAt, endsAt }: ShiftTimes, repeat: TShiftRepeat): ShiftTimes[] {
  const startWall = toDublinLocal(startsAt);
  const clockMinutes = wallMinutesBetween(startWall, toDublinLocal(endsAt));
  // Seconds within the minute, kept as given (offsets are whole minutes).
  const [startRest, endRest] = [startsAt.getTime() % MINUTE_MS, endsAt.getTime() % MINUTE_MS];
  const [firstDay, time] = [startWall.slice(0, 10), startWall.slice(11)];
  const times: ShiftTimes[] = [{ startsAt, endsAt }];
  // The schema keeps `until` within 26 weeks; the bound guards the loop anyway.
  for (let index = 1; index <= MAX_SHIFT_REPEAT_WEEKS; index++) {
    const day = addDays(firstDay, index * 7 * repeat.everyWeeks);
    if (day > repeat.until) break;
    const wall = `${day}T${time}`;
    times.push({
      startsAt: new Date(fromDublinLocal(wall)!.getTime() + startRest),
      endsAt: new Date(fromDublinLocal(addWallMinutes(wall, clockMinutes))!.getTime() + endRest),
    });
  }
  return times;
}
