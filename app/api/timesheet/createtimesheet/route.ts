import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { createTimesheet } from "@/lib/server/timesheets/create-timesheet";

// POST /api/timesheet/createtimesheet – create a draft timesheet
export const POST = route(schedulingOperations.createTimesheet, async ({ session, body }) =>
  createTimesheet({ actor: session, input: body }),
);
