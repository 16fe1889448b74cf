import { route } from "@/lib/api/handler";
import { jobOperations } from "@/lib/api/operations/jobs";
import { listJobs } from "@/lib/server/jobs/list-jobs";

// POST /api/job/jobs – one page of the jobs the caller may see: { data, totalRecords }
export const POST = route(jobOperations.listJobs, async ({ session, body }) =>
  listJobs({ actor: session, filter: body }),
);
