import { route } from "@/lib/api/handler";
import { jobOperations } from "@/lib/api/operations/jobs";
import { createJob } from "@/lib/server/jobs/create-job";

// POST /api/job/createjob – create a job (staff) or a job request (Client)
export const POST = route(jobOperations.createJob, async ({ session, body }) =>
  createJob({ actor: session, input: body }),
);
