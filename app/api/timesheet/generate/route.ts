import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { generateTimesheets } from "@/lib/server/timesheets/generate-timesheets";

// POST /api/timesheet/generate – draft timesheets of a week from the clock records
export const POST = route(schedulingOperations.generateTimesheets, async ({ session, body }) =>
  generateTimesheets({ actor: session, input: body }),
);
