import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import type { TListClockRecords } from "@/lib/validation/clocking";
import type { TPaged } from "@/lib/validation/pagination";
import { visibleClockRecords } from "./clock-access";
import { clockRecordSelect, toClockRecord, type ClockRecord } from "./clock-select";

export type ListClockRecordsOptions = { actor: SessionUser; query: TListClockRecords };

// Records whose clock-in falls in [startDate, endDate), newest first.
export async function listClockRecords({ actor, query }: ListClockRecordsOptions): Promise<TPaged<ClockRecord>> {
  const where = {
    AND: [
      visibleClockRecords(actor),
      query.userId ? { userId: query.userId } : {},
      { clockInAt: { gte: query.startDate, lt: query.endDate } },
    ],
  };
  const [rows, totalRecords] = await db.$transaction([
    db.clockRecord.findMany({
      where,
      select: clockRecordSelect,
      orderBy: [{ clockInAt: "desc" }, { id: "asc" }],
      skip: (query.pageNumber - 1) * query.pageSize,
      take: query.pageSize,
    }),
    db.clockRecord.count({ where }),
  ]);
  return { data: rows.map(toClockRecord), totalRecords };
}
