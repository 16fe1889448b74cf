import { route } from "@/lib/api/handler";
import { jobOperations } from "@/lib/api/operations/jobs";
import { readUploadForm } from "@/lib/server/files/read-multipart";
import { limitUpload } from "@/lib/server/rate-limit";
import { uploadJobPhoto } from "@/lib/server/jobs/upload-job-photo";
import { ZJobPhotoUploadForm } from "@/lib/validation/jobs";

// POST /api/job/uploadphoto – add a photo to a job (multipart: jobId, file): the photo
export const POST = route(jobOperations.uploadJobPhoto, async ({ req, session }) => {
  await limitUpload(req, session.id);
  const { data, fields } = await readUploadForm(req, ZJobPhotoUploadForm);
  return uploadJobPhoto({ actor: session, jobId: fields.jobId, data });
});
