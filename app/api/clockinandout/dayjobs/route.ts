import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { listClockDayJobs } from "@/lib/server/clocking/day-jobs";

// GET /api/clockinandout/dayjobs – a cleaner's jobs of one Irish day, for a correction's job picker
export const GET = route(schedulingOperations.listClockDayJobs, async ({ session, query }) =>
  listClockDayJobs(session, query),
);
