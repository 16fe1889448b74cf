import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { addDays, dublinDayStart } from "@/lib/i18n/dublin-time";
import { db } from "@/lib/server/db";
import type { TGenerateTimesheets } from "@/lib/validation/timesheets";
import { assertMayUseTimesheets } from "./timesheet-access";
import { assertCleaner } from "./timesheet-rules";
import { V } from "@/lib/validation/messages";

export type GenerateTimesheetsOptions = { actor: SessionUser; input: TGenerateTimesheets };
export type GenerateResult = { created: number; skipped: number };

const MINUTE = 60_000;

// Draft timesheets for a week, Monday 00:00 to the next Monday 00:00 in Irish
// time, from the clock records: one for every cleaner with closed records
// that start in the week (or only for userId), minutesWorked their sum.
// Someone who already has a timesheet overlapping the week is skipped, so
// running it twice, or after a sheet was made by hand, never counts hours
// twice. The office generates for any cleaner (whatever their account status:
// leavers get paid); a cleaner only their own week.
export async function generateTimesheets({ actor, input }: GenerateTimesheetsOptions): Promise<GenerateResult> {
  assertMayUseTimesheets(actor);
  const staff = isStaff(actor.role);
  if (!staff && input.userId !== undefined && input.userId !== actor.id) {
    throw new AppError("FORBIDDEN", "You may only generate your own timesheets.", {
      fields: { userId: V.timesheetOfficeOnly },
    });
  }
  const userId = staff ? input.userId : actor.id;
  const periodStart = dublinDayStart(input.weekStart);
  const periodEnd = dublinDayStart(addDays(input.weekStart, 7));
  const periodMinutes = Math.floor((periodEnd.getTime() - periodStart.getTime()) / MINUTE);

  return db.$transaction(async (tx) => {
    if (userId !== undefined && userId !== actor.id) await assertCleaner(tx, userId);
    const records = await tx.clockRecord.findMany({
      where: {
        ...(userId !== undefined ? { userId } : { user: { role: "Cleaner" } }),
        clockOutAt: { not: null },
        clockInAt: { gte: periodStart, lt: periodEnd },
      },
      select: { userId: true, clockInAt: true, clockOutAt: true },
    });
    const workedMs = new Map<string, number>();
    for (const record of records) {
      const ms = record.clockOutAt!.getTime() - record.clockInAt.getTime();
      workedMs.set(record.userId, (workedMs.get(record.userId) ?? 0) + ms);
    }
    const covered = await tx.timesheet.findMany({
      where: { userId: { in: [...workedMs.keys()] }, periodStart: { lt: periodEnd }, periodEnd: { gt: periodStart } },
      select: { userId: true },
    });
    const skip = new Set(covered.map((sheet) => sheet.userId));
    const data = [...workedMs]
      .filter(([person]) => !skip.has(person))
      .map(([person, ms]) => ({
        userId: person,
        periodStart,
        periodEnd,
        // A record that runs past the week's end cannot make it longer than the week.
        minutesWorked: Math.min(Math.floor(ms / MINUTE), periodMinutes),
      }));
    if (data.length > 0) await tx.timesheet.createMany({ data });
    return { created: data.length, skipped: skip.size };
  });
}
