import "server-only";
import { AppError } from "@/lib/api/errors";
import type { db } from "@/lib/server/db";
import { V } from "@/lib/validation/messages";

// An approved timesheet is final: it was counted from its person's clock
// records (those whose clock-in falls in its period), so none of them may
// change, and no record may be added to its period. A record is locked when
// its clock-in falls in an approved timesheet of its person:
// periodStart ≤ clockInAt < periodEnd.

type TimesheetClient = Pick<typeof db, "timesheet">;
type LockedPeriod = { id: string; userId: string; periodStart: Date; periodEnd: Date };

const lockedPeriodSelect = { id: true, userId: true, periodStart: true, periodEnd: true } as const;

const covers = (period: LockedPeriod, userId: string, at: Date) =>
  period.userId === userId && period.periodStart <= at && at < period.periodEnd;

// 409 when any of the instants (a stored and a new clock-in) falls in an
// approved timesheet of the person; `field` names the input that caused it.
export async function assertClockUnlocked(
  client: TimesheetClient,
  userId: string,
  instants: Date[],
  field: string,
): Promise<void> {
  for (const at of instants) {
    const period = await client.timesheet.findFirst({
      where: { userId, status: "approved", periodStart: { lte: at }, periodEnd: { gt: at } },
      select: lockedPeriodSelect,
    });
    if (period) {
      const text =
        `Locked by the approved timesheet ${period.id} ` +
        `(${period.periodStart.toISOString()} to ${period.periodEnd.toISOString()}).`;
      throw new AppError("CONFLICT", text, { fields: { [field]: V.clockLocked } });
    }
  }
}

// The ids of the records that are locked, with one query for a whole page.
export async function lockedRecordIds(
  client: TimesheetClient,
  records: { id: string; userId: string; clockInAt: Date }[],
): Promise<Set<string>> {
  if (records.length === 0) return new Set();
  const times = records.map((record) => record.clockInAt.getTime());
  const periods = await client.timesheet.findMany({
    where: {
      userId: { in: [...new Set(records.map((record) => record.userId))] },
      status: "approved",
      periodStart: { lte: new Date(Math.max(...times)) },
      periodEnd: { gt: new Date(Math.min(...times)) },
    },
    select: lockedPeriodSelect,
  });
  return new Set(
    records
      .filter((record) => periods.some((period) => covers(period, record.userId, record.clockInAt)))
      .map((record) => record.id),
  );
}
