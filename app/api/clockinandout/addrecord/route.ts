import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { addClockRecord } from "@/lib/server/clocking/correction-requests";

// POST /api/clockinandout/addrecord – the office adds a clocking that was never recorded
export const POST = route(schedulingOperations.addClockRecord, async ({ session, body }) =>
  addClockRecord(session, body),
);
