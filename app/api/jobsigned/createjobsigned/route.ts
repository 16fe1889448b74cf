import { route } from "@/lib/api/handler";
import { jobOperations } from "@/lib/api/operations/jobs";
import { createJobSignature } from "@/lib/server/jobs/create-job-signature";

// POST /api/JobSigned/CreateJobSigned – sign a job off, which completes it
export const POST = route(jobOperations.createJobSigned, async ({ session, body }) =>
  createJobSignature({ actor: session, input: body }),
);
