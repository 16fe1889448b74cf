import "server-only";
import { sql, type SqlArg } from "@/lib/server/sql/sql";

// How many jobs a list matches is most of a page's cost on PostgreSQL, which
// counts 100,000 jobs by scanning an index (~8 ms), where SQLite counts the
// entries of its pages (microseconds); and the next page, a refresh or the
// next member of staff asks the same count again. So counts are kept per
// server process (docs/operations.md, "The job list on PostgreSQL"):
// - one per filter (the WHERE with its arguments, the caller's scope in it);
//   list-jobs.ts does not keep a search by people's names, which a renamed
//   client changes without touching a job;
// - while the jobs are as they were: the key is the latest updatedAt of any
//   job (the last entry of an index), so a created or changed job shows in
//   the next count;
// - for at most MAX_AGE_MS whatever the key says: visits deleted when a
//   series ends move no updatedAt (this process forgets its counts then:
//   forgetJobCounts), nor does a job written by an instance whose clock is
//   behind;
// - MAX_ENTRIES filters at most, the least recently used dropped first;
// - requests that miss together wait for one count, not one each.
export const MAX_AGE_MS = 10_000;
const MAX_ENTRIES = 500;

type Entry = { stamp: string; storedAt: number; total: Promise<number> };
const counts = new Map<string, Entry>();

// `count` counts the jobs WHERE `whereSql` (with `args`) matches.
export async function cachedJobCount(
  whereSql: string,
  args: readonly SqlArg[],
  count: () => Promise<number>,
): Promise<number> {
  const statements = await sql();
  const [latest] = await statements.query<{ stamp: unknown }>(`SELECT MAX("updatedAt") AS "stamp" FROM "Job"`);
  // PostgreSQL answers a Date, SQLite text.
  const stamp = latest?.stamp instanceof Date ? latest.stamp.toISOString() : String(latest?.stamp);
  const key = JSON.stringify([whereSql, args.map((arg) => (typeof arg === "bigint" ? String(arg) : arg))]);
  const now = Date.now();
  const kept = counts.get(key);
  counts.delete(key);
  if (kept && kept.stamp === stamp && now - kept.storedAt < MAX_AGE_MS) {
    counts.set(key, kept);
    return kept.total;
  }
  const total = count();
  const fresh: Entry = { stamp, storedAt: now, total };
  counts.set(key, fresh);
  if (counts.size > MAX_ENTRIES) counts.delete(counts.keys().next().value!);
  // A failed count is not kept: the next request counts again.
  total.catch(() => {
    if (counts.get(key) === fresh) counts.delete(key);
  });
  return total;
}

// After deleting jobs: this process counts afresh (other instances within MAX_AGE_MS).
export function forgetJobCounts(): void {
  counts.clear();
}
