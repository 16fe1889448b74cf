import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { assertMayUseTimesheets, timesheetNotFound, visibleTimesheets } from "./timesheet-access";
import { timesheetSelect, toTimesheet, type Timesheet } from "./timesheet-select";

export type GetTimesheetOptions = { actor: SessionUser; id: string };

// One timesheet, for those who may list it (timesheet-access.ts); others 404.
export async function getTimesheetById({ actor, id }: GetTimesheetOptions): Promise<Timesheet> {
  assertMayUseTimesheets(actor);
  const row = await db.timesheet.findFirst({
    where: { AND: [{ id }, visibleTimesheets(actor)] },
    select: timesheetSelect,
  });
  if (!row) throw timesheetNotFound();
  return toTimesheet(row);
}
