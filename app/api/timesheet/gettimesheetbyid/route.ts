import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { getTimesheetById } from "@/lib/server/timesheets/get-timesheet";

// GET /api/timesheet/getTimesheetById?id= – one timesheet (a cleaner: their own)
export const GET = route(schedulingOperations.getTimesheetById, async ({ session, query }) =>
  getTimesheetById({ actor: session, id: query.id }),
);
