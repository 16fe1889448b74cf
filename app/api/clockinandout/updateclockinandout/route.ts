import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { clockOut } from "@/lib/server/clocking/clock-out";

// PUT /api/ClockInAndOut/UpdateClockInAndOut – clock out now, or an office correction
export const PUT = route(schedulingOperations.clockOut, async ({ session, body }) =>
  clockOut({ actor: session, input: body }),
);
