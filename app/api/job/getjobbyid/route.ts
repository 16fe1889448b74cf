import { route } from "@/lib/api/handler";
import { jobOperations } from "@/lib/api/operations/jobs";
import { getJob } from "@/lib/server/jobs/get-job";

// GET /api/Job/GetJobbyId?id= – one job the caller may see
export const GET = route(jobOperations.getJob, async ({ session, query }) => getJob({ actor: session, id: query.id }));
