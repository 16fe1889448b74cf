import "server-only";
import { AppError } from "@/lib/api/errors";
import { periodProblem } from "@/lib/validation/timesheets";
import type { Tx } from "@/lib/server/rota/people";
import { V, withValues } from "@/lib/validation/messages";
import { dublinDate } from "@/lib/i18n/dublin-time";

const bad = (field: string, text: string) =>
  new AppError("BAD_REQUEST", `Invalid input: ${field}`, { fields: { [field]: text } });

type Period = { periodStart: Date; periodEnd: Date };

export function assertPeriod({ periodStart, periodEnd }: Period, minutesWorked: number | undefined): void {
  const problem = periodProblem(periodStart, periodEnd);
  if (problem) throw bad("periodEnd", problem);
  const length = Math.floor((periodEnd.getTime() - periodStart.getTime()) / 60_000);
  if (minutesWorked !== undefined && minutesWorked > length) {
    throw bad("minutesWorked", withValues(V.minutesFitPeriod, { minutes: length }));
  }
}

// A person's timesheets do not overlap: two sheets over the same days would
// each count those days' clocked hours, and payroll would pay them twice.
// (A unique index on the period's start backs up the commonest case.)
export async function assertPeriodFree(tx: Tx, userId: string, { periodStart, periodEnd }: Period, ignoreId?: string) {
  const taken = await tx.timesheet.findFirst({
    where: {
      userId,
      periodStart: { lt: periodEnd },
      periodEnd: { gt: periodStart },
      ...(ignoreId && { id: { not: ignoreId } }),
    },
    orderBy: { periodStart: "asc" },
    select: { periodStart: true, periodEnd: true },
  });
  if (taken) {
    const text = withValues(V.timesheetOverlap, {
      start: dublinDate(taken.periodStart),
      // The period's end is exclusive: its last day is the one before.
      end: dublinDate(new Date(taken.periodEnd.getTime() - 1)),
    });
    throw new AppError("CONFLICT", text, { fields: { periodStart: text } });
  }
}

// Whole minutes of the person's closed clock records that start in the period.
export async function workedMinutes(tx: Tx, userId: string, { periodStart, periodEnd }: Period): Promise<number> {
  const records = await tx.clockRecord.findMany({
    where: { userId, clockOutAt: { not: null }, clockInAt: { gte: periodStart, lt: periodEnd } },
    select: { clockInAt: true, clockOutAt: true },
  });
  const ms = records.reduce((sum, r) => sum + (r.clockOutAt!.getTime() - r.clockInAt.getTime()), 0);
  return Math.floor(ms / 60_000);
}

// The office writes timesheets for cleaners, whatever their account status:
// someone who has since left still gets paid for the hours they worked.
export async function assertCleaner(tx: Tx, id: string): Promise<void> {
  const user = await tx.user.findUnique({ where: { id }, select: { role: true } });
  if (user?.role !== "Cleaner") {
    throw new AppError("BAD_REQUEST", "Invalid input: userId", { fields: { userId: V.chooseCleaner } });
  }
}
