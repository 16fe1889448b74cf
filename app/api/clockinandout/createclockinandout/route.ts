import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { clockIn } from "@/lib/server/clocking/clock-in";

// POST /api/ClockInAndOut/CreateClockInAndOut – clock in now
export const POST = route(schedulingOperations.clockIn, async ({ session, body }) =>
  clockIn({ actor: session, input: body }),
);
