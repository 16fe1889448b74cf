import "server-only";
import { addDays, dublinDate, dublinDayStart, dublinMonday } from "@/lib/i18n/dublin-time";

// A week of the rota runs from Monday 00:00 to the next Monday 00:00 in
// Dublin (7 days, a day of 23 or 25 hours when the clocks change); a
// RotaPublication keeps its start as a UTC instant. A shift belongs to the
// week it starts in. Weeks are named by their Monday ("YYYY-MM-DD").

// The start and end instants of the week beginning on a Monday.
export function weekOfMonday(monday: string): { start: Date; end: Date } {
  return { start: dublinDayStart(monday), end: dublinDayStart(addDays(monday, 7)) };
}

// The Monday of a stored week start.
export const mondayOf = (weekStart: Date): string => dublinDate(weekStart);

// The db or a transaction: what reading the published weeks needs.
export type PublicationClient = {
  rotaPublication: {
    findMany(args: {
      where: { weekStart: { in: Date[] } };
      select: { weekStart: true };
    }): PromiseLike<{ weekStart: Date }[]>;
  };
};

// The published weeks among the weeks of some instants, as a set of Mondays.
export async function publishedWeeks(client: PublicationClient, instants: readonly Date[]): Promise<Set<string>> {
  const mondays = [...new Set(instants.map(dublinMonday))];
  if (mondays.length === 0) return new Set();
  const rows = await client.rotaPublication.findMany({
    where: { weekStart: { in: mondays.map(dublinDayStart) } },
    select: { weekStart: true },
  });
  return new Set(rows.map((row) => mondayOf(row.weekStart)));
}

export const isPublished = (weeks: ReadonlySet<string>, instant: Date): boolean => weeks.has(dublinMonday(instant));
