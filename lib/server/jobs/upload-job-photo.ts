import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { saveUpload } from "@/lib/server/uploads/store";
import { MAX_JOB_PHOTOS } from "@/lib/validation/jobs";
import { V, withValues } from "@/lib/validation/messages";
import { findVisibleJob } from "./job-access";
import { jobPhotoSelect, toJobPhotoView, type JobPhotoView } from "./job-select";
import { removeStoredFile } from "./remove-stored-file";

export type UploadJobPhotoOptions = { actor: SessionUser; jobId: string; data: Uint8Array };

const tooMany = () =>
  new AppError("CONFLICT", `A job may have at most ${MAX_JOB_PHOTOS} photos.`, {
    fields: { file: withValues(V.tooManyPhotos, { max: MAX_JOB_PHOTOS }) },
  });

// A photo of a job (before/after pictures, a problem the client shows):
// whoever sees the job may add one, at any stage. Images only, typed by their
// bytes; the file is stored with the job as its owner, so the job's parties
// may read it. The count is checked again in the transaction that writes the
// row, so two uploads at once cannot pass the limit; if that write fails, the
// stored file is removed again.
export async function uploadJobPhoto({ actor, jobId, data }: UploadJobPhotoOptions): Promise<JobPhotoView> {
  const job = await findVisibleJob(actor, jobId);
  // Refused before the file is stored when the job is already full.
  if (job.photos.length >= MAX_JOB_PHOTOS) throw tooMany();
  const path = await saveUpload({ data, kind: "job", ownerId: job.id });
  try {
    const photo = await db.$transaction(async (tx) => {
      if ((await tx.jobPhoto.count({ where: { jobId: job.id } })) >= MAX_JOB_PHOTOS) throw tooMany();
      return tx.jobPhoto.create({
        data: { jobId: job.id, path, uploadedById: actor.id },
        select: jobPhotoSelect,
      });
    });
    return toJobPhotoView(photo);
  } catch (error) {
    await removeStoredFile(path);
    throw error;
  }
}
