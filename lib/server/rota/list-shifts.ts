import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import type { TPaged } from "@/lib/validation/pagination";
import type { TListShifts } from "@/lib/validation/rota";
import { visibleShifts } from "./shift-access";
import { shiftSelect, toShifts, type Shift } from "./shift-select";

export type ListShiftsOptions = { actor: SessionUser; query: TListShifts };

// Shifts overlapping [startDate, endDate), earliest first, limited to what
// the actor may see; cleanerId and clientId (the job's client) narrow it,
// never widen it.
export async function listShifts({ actor, query }: ListShiftsOptions): Promise<TPaged<Shift>> {
  const where = {
    AND: [
      visibleShifts(actor),
      query.cleanerId ? { cleanerId: query.cleanerId } : {},
      query.clientId ? { job: { clientId: query.clientId } } : {},
      { startsAt: { lt: query.endDate }, endsAt: { gt: query.startDate } },
    ],
  };
  const [rows, totalRecords] = await db.$transaction([
    db.rotaShift.findMany({
      where,
      select: shiftSelect,
      orderBy: [{ startsAt: "asc" }, { endsAt: "asc" }, { id: "asc" }],
      skip: (query.pageNumber - 1) * query.pageSize,
      take: query.pageSize,
    }),
    db.rotaShift.count({ where }),
  ]);
  return { data: await toShifts(db, rows), totalRecords };
}
