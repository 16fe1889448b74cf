import { route } from "@/lib/api/handler";
import { jobOperations } from "@/lib/api/operations/jobs";
import { jobTimeline } from "@/lib/server/jobs/job-timeline";

// GET /api/job/timeline?jobId= – a job's history, oldest first: { data }
export const GET = route(jobOperations.getJobTimeline, async ({ session, query }) => ({
  data: await jobTimeline({ actor: session, jobId: query.jobId }),
}));
