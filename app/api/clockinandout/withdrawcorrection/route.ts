import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { withdrawClockCorrection } from "@/lib/server/clocking/correction-requests";

// PUT /api/clockinandout/withdrawcorrection – the cleaner takes back a waiting request
export const PUT = route(schedulingOperations.withdrawClockCorrection, async ({ session, body }) =>
  withdrawClockCorrection(session, body.id),
);
