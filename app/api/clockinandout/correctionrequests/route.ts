import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { listClockCorrections } from "@/lib/server/clocking/correction-requests";

// GET /api/clockinandout/correctionrequests – correction requests, by status and person
export const GET = route(schedulingOperations.listClockCorrections, async ({ session, query }) =>
  listClockCorrections(session, query),
);
