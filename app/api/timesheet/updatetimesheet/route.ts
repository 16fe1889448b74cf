import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { updateTimesheet } from "@/lib/server/timesheets/update-timesheet";

// PUT /api/timesheet/updatetimesheet – edit a timesheet or change its status
export const PUT = route(schedulingOperations.updateTimesheet, async ({ session, body }) =>
  updateTimesheet({ actor: session, input: body }),
);
