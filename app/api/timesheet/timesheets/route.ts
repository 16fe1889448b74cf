import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { listTimesheets } from "@/lib/server/timesheets/list-timesheets";

// GET /api/timesheet/timesheets – timesheets whose period overlaps startDate..endDate
export const GET = route(schedulingOperations.listTimesheets, async ({ session, query }) =>
  listTimesheets({ actor: session, query }),
);
