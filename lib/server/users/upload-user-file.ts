import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { removeUpload } from "@/lib/server/files/remove-upload";
import { saveUpload } from "@/lib/server/uploads/store";
import type { TUserUploadForm } from "@/lib/validation/users";
import { findManageableUser } from "./find-manageable-user";

export type UploadUserFileOptions = { actor: SessionUser; data: Uint8Array } & TUserUploadForm;

// A profile photo or certificate for oneself, or (office staff) for a user
// they manage. Certificates may be PDFs. A profile photo becomes the user's
// photo at once, so the upload and the profile never disagree.
export async function uploadUserFile({
  actor,
  data,
  kind,
  userId,
}: UploadUserFileOptions): Promise<{ dbPath: string }> {
  const owner = await findManageableUser({ actor, id: userId ?? actor.id });
  const dbPath = await saveUpload({ data, kind, ownerId: owner.id, allowPdf: kind === "certificate" });
  if (kind === "profile") {
    try {
      await db.user.update({ where: { id: owner.id }, data: { profilePhotoPath: dbPath } });
    } catch (error) {
      await removeUpload(dbPath);
      throw error;
    }
  }
  return { dbPath };
}
