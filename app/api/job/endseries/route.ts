import { route } from "@/lib/api/handler";
import { jobOperations } from "@/lib/api/operations/jobs";
import { endJobSeries } from "@/lib/server/jobs/job-series";

// POST /api/job/endseries – end a recurring series (staff): { deletedVisits, keptVisits }
export const POST = route(jobOperations.endJobSeries, async ({ body }) => endJobSeries({ input: body }));
