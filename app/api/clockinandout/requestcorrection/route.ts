import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { requestClockCorrection } from "@/lib/server/clocking/correction-requests";

// POST /api/clockinandout/requestcorrection – a cleaner asks the office to correct their own record
export const POST = route(schedulingOperations.requestClockCorrection, async ({ session, body }) =>
  requestClockCorrection(session, body),
);
