import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { safeFileName } from "@/lib/server/files/file-name";
import { removeReplacedUpload, removeUpload } from "@/lib/server/files/remove-upload";
import { saveUpload, sniffType } from "@/lib/server/uploads/store";
import { V, withValues } from "@/lib/validation/messages";
import type { TUserUploadForm } from "@/lib/validation/users";
import { CERTIFICATE_KIND } from "./certificates";
import { findManageableUser } from "./find-manageable-user";

export type UploadUserFileOptions = { actor: SessionUser; data: Uint8Array; fileName?: string } & TUserUploadForm;

// At most this many certificates per person (a cleaner's are a handful:
// Safe Pass, manual handling, first aid); the office deletes old ones.
export const MAX_CERTIFICATES = 20;

const tooMany = () =>
  new AppError("CONFLICT", `A person may have at most ${MAX_CERTIFICATES} certificates.`, {
    fields: { file: withValues(V.tooManyCertificates, { max: MAX_CERTIFICATES }) },
  });

// A profile photo or certificate for oneself, or (office staff) for a user
// they manage. Certificates may be PDFs. A profile photo becomes the user's
// photo at once, and a certificate is listed on the user (a UserFile row),
// so the upload and the records never disagree: if that write fails, the
// saved file is removed again. The photo it replaces is deleted: nothing
// points to it any more, and whoever had its address could still read it.
export async function uploadUserFile({
  actor,
  data,
  fileName = "",
  kind,
  userId,
}: UploadUserFileOptions): Promise<{ dbPath: string }> {
  const owner = await findManageableUser({ actor, id: userId ?? actor.id });
  const countCertificates = (client: Pick<typeof db, "userFile">) =>
    client.userFile.count({ where: { userId: owner.id, kind: CERTIFICATE_KIND } });
  // Refused before the file is stored when the person has as many as they may.
  if (kind === "certificate" && (await countCertificates(db)) >= MAX_CERTIFICATES) throw tooMany();
  const dbPath = await saveUpload({ data, kind, ownerId: owner.id, allowPdf: kind === "certificate" });
  let replaced: string | null = null;
  try {
    if (kind === "profile") {
      replaced = await db.$transaction(async (tx) => {
        const { profilePhotoPath } = await tx.user.findUniqueOrThrow({
          where: { id: owner.id },
          select: { profilePhotoPath: true },
        });
        await tx.user.update({ where: { id: owner.id }, data: { profilePhotoPath: dbPath } });
        return profilePhotoPath;
      });
    } else {
      // saveUpload accepted the bytes, so they have a type.
      const type = sniffType(data)!;
      await db.$transaction(async (tx) => {
        // Again inside the write, so two uploads at once cannot pass the limit.
        if ((await countCertificates(tx)) >= MAX_CERTIFICATES) throw tooMany();
        await tx.userFile.create({
          data: {
            userId: owner.id,
            kind: CERTIFICATE_KIND,
            dbPath,
            fileName: safeFileName(fileName, `certificate.${type.ext}`),
            mimeType: type.mime,
            sizeBytes: data.byteLength,
          },
        });
      });
    }
  } catch (error) {
    await removeUpload(dbPath);
    throw error;
  }
  await removeReplacedUpload(replaced, dbPath, { kind: "profile", ownerId: owner.id });
  return { dbPath };
}
