import { route } from "@/lib/api/handler";
import { jobOperations } from "@/lib/api/operations/jobs";
import { updateJob } from "@/lib/server/jobs/update-job";

// PUT /api/job/updatejob – update a job
export const PUT = route(jobOperations.updateJob, async ({ session, body }) =>
  updateJob({ actor: session, input: body }),
);
