import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { getClockRecord } from "@/lib/server/clocking/get-clock-record";

// GET /api/ClockInAndOut/GetClockInAndOutbyId?id – one clock record
export const GET = route(schedulingOperations.getClockRecord, async ({ session, query }) =>
  getClockRecord({ actor: session, id: query.id }),
);
