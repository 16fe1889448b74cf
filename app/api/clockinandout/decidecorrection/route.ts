import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { decideClockCorrection } from "@/lib/server/clocking/correction-requests";

// PUT /api/clockinandout/decidecorrection – the office approves or declines a waiting request
export const PUT = route(schedulingOperations.decideClockCorrection, async ({ session, body }) =>
  decideClockCorrection(session, body),
);
