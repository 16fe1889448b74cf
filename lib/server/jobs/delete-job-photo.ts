import "server-only";
import { AppError } from "@/lib/api/errors";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { visibleJobsWhere } from "./job-access";
import { removeStoredFile } from "./remove-stored-file";

export type DeleteJobPhotoOptions = { actor: SessionUser; id: string };

// Staff may remove any photo; the uploader may remove theirs while they still
// see the job; others who see the job get 403. A photo of a job the caller
// cannot see does not exist for them (404). The row goes first and the file
// once that has committed: a failure in between leaves an unlisted file
// behind, never a listed photo without its file.
export async function deleteJobPhoto({ actor, id }: DeleteJobPhotoOptions): Promise<{ ok: true }> {
  const notFound = new AppError("NOT_FOUND", "The photo was not found.");
  const photo = await db.jobPhoto.findFirst({
    where: { id, job: visibleJobsWhere(actor) },
    select: { id: true, path: true, uploadedById: true },
  });
  if (!photo) throw notFound;
  if (photo.uploadedById !== actor.id && !isStaff(actor.role)) {
    throw new AppError("FORBIDDEN", "You may only delete the photos you uploaded.");
  }
  const { count } = await db.jobPhoto.deleteMany({ where: { id: photo.id } });
  // Removed a moment ago by a simultaneous request: gone either way.
  if (count === 0) throw notFound;
  await removeStoredFile(photo.path);
  return { ok: true };
}
