import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { safeFileName } from "@/lib/server/files/file-name";
import { removeUpload } from "@/lib/server/files/remove-upload";
import { saveUpload, sniffType } from "@/lib/server/uploads/store";
import type { TUserUploadForm } from "@/lib/validation/users";
import { CERTIFICATE_KIND } from "./certificates";
import { findManageableUser } from "./find-manageable-user";

export type UploadUserFileOptions = { actor: SessionUser; data: Uint8Array; fileName?: string } & TUserUploadForm;

// A profile photo or certificate for oneself, or (office staff) for a user
// they manage. Certificates may be PDFs. A profile photo becomes the user's
// photo at once, and a certificate is listed on the user (a UserFile row),
// so the upload and the records never disagree: if that write fails, the
// saved file is removed again.
export async function uploadUserFile({
  actor,
  data,
  fileName = "",
  kind,
  userId,
}: UploadUserFileOptions): Promise<{ dbPath: string }> {
  const owner = await findManageableUser({ actor, id: userId ?? actor.id });
  const dbPath = await saveUpload({ data, kind, ownerId: owner.id, allowPdf: kind === "certificate" });
  try {
    if (kind === "profile") {
      await db.user.update({ where: { id: owner.id }, data: { profilePhotoPath: dbPath } });
    } else {
      // saveUpload accepted the bytes, so they have a type.
      const type = sniffType(data)!;
      await db.userFile.create({
        data: {
          userId: owner.id,
          kind: CERTIFICATE_KIND,
          dbPath,
          fileName: safeFileName(fileName, `certificate.${type.ext}`),
          mimeType: type.mime,
          sizeBytes: data.byteLength,
        },
      });
    }
  } catch (error) {
    await removeUpload(dbPath);
    throw error;
  }
  return { dbPath };
}
