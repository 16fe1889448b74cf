import { TIME_ZONE } from "./locales";

// Times are typed and shown in Irish time and stored in UTC. These convert
// between an instant and the wall-clock text of a `datetime-local` input
// ("2026-03-29T09:30"), whatever the time zone of the computer in use.

const WALL = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

// The wall-clock time in Dublin of an instant, as "YYYY-MM-DDTHH:mm".
export function toDublinLocal(instant: Date): string {
  const part = Object.fromEntries(WALL.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

// The day in Dublin of an instant, as "YYYY-MM-DD" (file names of exports).
export const dublinDate = (instant: Date): string => toDublinLocal(instant).slice(0, 10);

// Minutes Dublin is ahead of UTC at an instant (0 in winter, 60 in summer).
function offsetMinutes(instant: Date): number {
  const wall = toDublinLocal(instant);
  return Math.round((Date.parse(`${wall}:00Z`) - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

// The instant a Dublin wall-clock time stands for. A time skipped when the
// clocks go forward (01:30 on the last Sunday of March) is read as the same
// time an hour later, as a clock would show it; a time that happens twice
// when they go back is read as its first occurrence (summer time).
export function fromDublinLocal(wall: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!match) return null;
  const asUtc = Date.parse(`${wall}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  const early = asUtc - offsetMinutes(new Date(asUtc - 60 * 60_000)) * 60_000;
  if (toDublinLocal(new Date(early)) === wall) return new Date(early);
  const late = asUtc - offsetMinutes(new Date(asUtc + 60 * 60_000)) * 60_000;
  if (toDublinLocal(new Date(late)) === wall) return new Date(late);
  // In the spring gap: read with the offset before it, which is the same wall time an hour on.
  return new Date(early);
}

// The instant a Dublin day ("YYYY-MM-DD") begins (23:00 UTC the day before in summer).
export function dublinDayStart(day: string): Date {
  return fromDublinLocal(`${day}T00:00`) ?? new Date(`${day}T00:00:00Z`);
}

// A Dublin day ("YYYY-MM-DD") as the half-open range of instants [from, to)
// it covers (24 hours, or 23 / 25 on the days the clocks change).
export const dublinDayRange = (day: string): { from: Date; to: Date } => ({
  from: dublinDayStart(day),
  to: dublinDayStart(addDays(day, 1)),
});

// A calendar day moved by a number of days ("2026-03-28" + 1 = "2026-03-29").
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// The Monday of the Dublin week an instant falls in, as "YYYY-MM-DD".
export function dublinMonday(instant: Date): string {
  const day = dublinDate(instant);
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

const MINUTE_MS = 60_000;

// A Dublin wall-clock time ("YYYY-MM-DDTHH:mm") moved by minutes of the
// clock, and the clock minutes between two of them.
export const addWallMinutes = (wall: string, minutes: number): string =>
  new Date(Date.parse(`${wall}:00Z`) + minutes * MINUTE_MS).toISOString().slice(0, 16);
export const wallMinutesBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}:00Z`) - Date.parse(`${from}:00Z`)) / MINUTE_MS);

// A start and end at the same Dublin wall-clock times some days later
// (earlier when negative): 09:00–13:00 stays 09:00–13:00 across a change of
// the clocks, as the days are counted on the calendar, never as 24 h in UTC.
export function sameTimesDaysLater(times: { startsAt: Date; endsAt: Date }, days: number) {
  const startWall = toDublinLocal(times.startsAt);
  const clockMinutes = wallMinutesBetween(startWall, toDublinLocal(times.endsAt));
  // Seconds within the minute, kept as given (offsets are whole minutes).
  const [startRest, endRest] = [times.startsAt.getTime() % MINUTE_MS, times.endsAt.getTime() % MINUTE_MS];
  const wall = `${addDays(startWall.slice(0, 10), days)}T${startWall.slice(11)}`;
  return {
    startsAt: new Date(fromDublinLocal(wall)!.getTime() + startRest),
    endsAt: new Date(fromDublinLocal(addWallMinutes(wall, clockMinutes))!.getTime() + endRest),
  };
}
