import "server-only";
import { dublinDate } from "@/lib/i18n/dublin-time";
import { db } from "@/lib/server/db";
import { officeOverview, type OfficeOverview } from "./office-overview";

// The office's figures count the whole business (100,000 jobs take ~5 ms to
// count by stage alone on SQLite), and every member of staff gets the same
// answer, so one computation is kept per server process and shared:
// - while nothing it counts has changed: the key is the latest updatedAt of
//   jobs, invoices, clock records, shifts, enquiries and clock correction
//   requests (each the last entry of an index, one query) and the Dublin day
//   (the week, overdue), so a created or changed record shows on the next
//   request;
// - for at most MAX_AGE_MS whatever the key says: a deleted row (a shift, a
//   series' visits) moves no updatedAt;
// - requests that miss together wait for one computation, not one each.
export const MAX_AGE_MS = 30_000;

type Entry = { key: string; storedAt: number; value: Promise<OfficeOverview> };
let entry: Entry | null = null;

async function changeKey(now: Date): Promise<string> {
  const [row] = await db.$queryRaw<Record<string, unknown>[]>`
    SELECT (SELECT MAX("updatedAt") FROM "Job") AS "job",
      (SELECT MAX("updatedAt") FROM "Invoice") AS "invoice",
      (SELECT MAX("updatedAt") FROM "ClockRecord") AS "clock",
      (SELECT MAX("updatedAt") FROM "RotaShift") AS "shift",
      (SELECT MAX("updatedAt") FROM "Enquiry") AS "enquiry",
      (SELECT MAX("updatedAt") FROM "ClockCorrectionRequest") AS "clockRequest"`;
  // PostgreSQL answers Dates (whose String() drops the milliseconds), SQLite text.
  const stamp = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));
  return [dublinDate(now), ...Object.values(row ?? {}).map(stamp)].join(" ");
}

export async function cachedOfficeOverview(now: Date): Promise<OfficeOverview> {
  const key = await changeKey(now);
  const time = Date.now();
  if (entry && entry.key === key && time - entry.storedAt < MAX_AGE_MS) return entry.value;
  const value = officeOverview(now);
  const fresh: Entry = { key, storedAt: time, value };
  entry = fresh;
  // A failed computation is not kept: the next request tries again.
  value.catch(() => {
    if (entry === fresh) entry = null;
  });
  return value;
}
