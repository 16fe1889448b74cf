import type { ShiftItem } from "@/lib/client/queries/rota";
import { dublinDate, sameTimesDaysLater } from "@/lib/i18n/dublin-time";

// Calm, distinct colours (AA contrast with white text) so each cleaner's
// shifts read as one line across the week.
const PALETTE = ["#1b5e20", "#0d47a1", "#6a1b9a", "#b71c1c", "#004d40", "#4e342e", "#283593", "#ad1457", "#37474f"];

export function cleanerColour(cleanerId: string): string {
  let hash = 0;
  for (const char of cleanerId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? "#1b5e20";
}

export type BoardCleaner = { id: string; name: string };

// The rows of the board: the cleaners given (the active ones, or the one
// filtered on) and anyone else with a shift this week, by name.
export function boardRows(cleaners: readonly BoardCleaner[], shifts: readonly ShiftItem[]): BoardCleaner[] {
  const rows = new Map(cleaners.map((cleaner) => [cleaner.id, cleaner]));
  for (const shift of shifts) {
    if (!rows.has(shift.cleanerId)) rows.set(shift.cleanerId, { id: shift.cleanerId, name: shift.cleaner.name });
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name));
}

// cleaner id → Irish day ("YYYY-MM-DD") → the shifts starting that day, in order.
export function shiftsByCleanerAndDay(shifts: readonly ShiftItem[]): Map<string, Map<string, ShiftItem[]>> {
  const byCleaner = new Map<string, Map<string, ShiftItem[]>>();
  for (const shift of [...shifts].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const byDay = byCleaner.get(shift.cleanerId) ?? new Map<string, ShiftItem[]>();
    const day = dublinDate(new Date(shift.startsAt));
    byDay.set(day, [...(byDay.get(day) ?? []), shift]);
    byCleaner.set(shift.cleanerId, byDay);
  }
  return byCleaner;
}

// What changes when a shift is dropped in another cell of the board: its
// cleaner, and its day at the same Irish wall-clock times (a night shift
// still ends the next morning). Only what changes is sent, so the server's
// rules see a move of a job's shift to another cleaner as just that. Null
// when dropped where it already is.
export type BoardMove = { id: string; cleanerId?: string; startsAt?: string; endsAt?: string };

export function boardMove(shift: ShiftItem, cleanerId: string, day: string): BoardMove | null {
  const from = dublinDate(new Date(shift.startsAt));
  const days = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
  if (days === 0 && cleanerId === shift.cleanerId) return null;
  const move: BoardMove = { id: shift.id };
  if (cleanerId !== shift.cleanerId) move.cleanerId = cleanerId;
  if (days !== 0) {
    const times = sameTimesDaysLater({ startsAt: new Date(shift.startsAt), endsAt: new Date(shift.endsAt) }, days);
    move.startsAt = times.startsAt.toISOString();
    move.endsAt = times.endsAt.toISOString();
  }
  return move;
}
