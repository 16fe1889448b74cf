import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { listClockRecords } from "@/lib/server/clocking/list-clock-records";

// GET /api/ClockInAndOut/ClockInAndOuts – clock records whose clock-in is in startDate..endDate
export const GET = route(schedulingOperations.listClockRecords, async ({ session, query }) =>
  listClockRecords({ actor: session, query }),
);
