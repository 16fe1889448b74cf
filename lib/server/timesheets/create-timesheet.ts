import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import type { TCreateTimesheet } from "@/lib/validation/timesheets";
import { assertMayUseTimesheets } from "./timesheet-access";
import { assertCleaner, assertPeriod, assertPeriodFree, workedMinutes } from "./timesheet-rules";
import { timesheetSelect, toTimesheet, type Timesheet } from "./timesheet-select";
import { V } from "@/lib/validation/messages";

export type CreateTimesheetOptions = { actor: SessionUser; input: TCreateTimesheet };

// A new timesheet is a draft. Without minutesWorked it adds up the person's
// closed clock records of the period.
export async function createTimesheet({ actor, input }: CreateTimesheetOptions): Promise<Timesheet> {
  assertMayUseTimesheets(actor);
  const userId = input.userId ?? actor.id;
  if (userId !== actor.id && !isStaff(actor.role)) {
    throw new AppError("FORBIDDEN", "You may only create your own timesheets.", {
      fields: { userId: V.timesheetOfficeOnly },
    });
  }
  assertPeriod(input, input.minutesWorked);
  return db.$transaction(async (tx) => {
    if (userId !== actor.id) await assertCleaner(tx, userId);
    await assertPeriodFree(tx, userId, input);
    const row = await tx.timesheet.create({
      data: {
        userId,
        periodStart: input.periodStart,
        periodEnd: input.periodEnd,
        minutesWorked: input.minutesWorked ?? (await workedMinutes(tx, userId, input)),
        notes: input.notes,
      },
      select: timesheetSelect,
    });
    return toTimesheet(row);
  });
}
