import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { TListClockRecords } from "@/lib/validation/clocking";
import type { TPaged } from "@/lib/validation/pagination";
import { visibleClockRecords } from "./clock-access";
import { clockRecordSelect, forgottenBefore, toClockRecords, type ClockRecord } from "./clock-select";

export type ListClockRecordsOptions = { actor: SessionUser; query: TListClockRecords };

// The sums over the whole range (not the page), answered for one person.
// minutesWorked counts closed records as a timesheet does (their time added
// up, then rounded down to whole minutes), so a range that is a timesheet's
// period shows the minutes that timesheet counts.
export type ClockTotals = { records: number; minutesWorked: number; openRecords: number };

export type ClockRecordList = TPaged<ClockRecord> & { totals?: ClockTotals };

// Records whose clock-in falls in [startDate, endDate), newest first.
export async function listClockRecords({ actor, query }: ListClockRecordsOptions): Promise<ClockRecordList> {
  const where: Prisma.ClockRecordWhereInput = {
    AND: [
      visibleClockRecords(actor),
      query.userId ? { userId: query.userId } : {},
      { clockInAt: { gte: query.startDate, lt: query.endDate } },
      forgottenFilter(query.forgotten),
    ],
  };
  // Prisma queries run when awaited, so the ones not needed are never sent.
  const page = db.clockRecord.findMany({
    where,
    select: clockRecordSelect,
    orderBy: [{ clockInAt: "desc" }, { id: "asc" }],
    skip: (query.pageNumber - 1) * query.pageSize,
    take: query.pageSize,
  });
  const count = db.clockRecord.count({ where });
  if (!query.userId) {
    const [rows, totalRecords] = await db.$transaction([page, count]);
    return { data: await toClockRecords(db, rows), totalRecords };
  }
  const [rows, totalRecords, closed] = await db.$transaction([
    page,
    count,
    // One person's closed records in at most 93 days: a few hundred rows.
    db.clockRecord.findMany({
      where: { AND: [where, { clockOutAt: { not: null } }] },
      select: { clockInAt: true, clockOutAt: true },
    }),
  ]);
  const ms = closed.reduce((sum, r) => sum + (r.clockOutAt!.getTime() - r.clockInAt.getTime()), 0);
  return {
    data: await toClockRecords(db, rows),
    totalRecords,
    totals: {
      records: totalRecords,
      minutesWorked: Math.floor(ms / 60_000),
      openRecords: totalRecords - closed.length,
    },
  };
}

// forgotten=true: open records that started over 12 hours ago; false: the rest.
function forgottenFilter(forgotten: boolean | undefined): Prisma.ClockRecordWhereInput {
  if (forgotten === undefined) return {};
  const before = forgottenBefore(new Date());
  if (forgotten) return { clockOutAt: null, clockInAt: { lt: before } };
  return { OR: [{ clockOutAt: { not: null } }, { clockInAt: { gte: before } }] };
}
