import "server-only";
import { db } from "@/lib/server/db";
import type { TListPublications } from "@/lib/validation/rota";
import { personSelect, toPersonRef, type PersonRef } from "./people";
import { mondayOf, weekOfMonday } from "./rota-weeks";

export type Publication = { weekStart: string; publishedAt: Date; publishedBy: PersonRef | null };

export type ListPublicationsOptions = { query: TListPublications };

const DAY_MS = 24 * 60 * 60 * 1000;

// GET /api/rota/publications (any signed-in user: whether a week is final is
// no secret): the published weeks overlapping [startDate, endDate), earliest
// first, each named by its Monday. Who published is shown by name only.
export async function listPublications({ query }: ListPublicationsOptions): Promise<{ data: Publication[] }> {
  // A week is 7 days of 23 to 25 hours each; the query takes a day's margin
  // and the exact end of each week is checked below.
  const rows = await db.rotaPublication.findMany({
    where: { weekStart: { lt: query.endDate, gt: new Date(query.startDate.getTime() - 8 * DAY_MS) } },
    select: { weekStart: true, publishedAt: true, publishedBy: { select: personSelect } },
    orderBy: { weekStart: "asc" },
  });
  const data = rows
    .map((row) => ({ ...row, monday: mondayOf(row.weekStart) }))
    .filter(({ monday }) => weekOfMonday(monday).end.getTime() > query.startDate.getTime())
    .map(({ monday, publishedAt, publishedBy }) => ({
      weekStart: monday,
      publishedAt,
      publishedBy: publishedBy ? toPersonRef(publishedBy) : null,
    }));
  return { data };
}
