import { route } from "@/lib/api/handler";
import { jobOperations } from "@/lib/api/operations/jobs";
import { deleteJobPhoto } from "@/lib/server/jobs/delete-job-photo";

// DELETE /api/job/deletephoto – remove a job's photo and its file (id in the body)
export const DELETE = route(jobOperations.deleteJobPhoto, async ({ session, body }) =>
  deleteJobPhoto({ actor: session, id: body.id }),
);
