import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { removeUpload } from "@/lib/server/files/remove-upload";
import { CERTIFICATE_KIND, certificateSelect, type Certificate } from "./certificates";
import { findManageableUser } from "./find-manageable-user";

export type DeleteUserFileOptions = { actor: SessionUser; id: string };

// Removes a certificate: its owner may, and so may the office on the
// accounts it manages (the rules of updating that user: an Administrator
// not on a peer's, 403, nor on a Super Administrator's, 404). Anyone else
// gets 404, as for a certificate that does not exist. The row goes first and
// the file once that has committed: a failure in between leaves an unlisted
// file behind, never a listed certificate without its file.
export async function deleteUserFile({ actor, id }: DeleteUserFileOptions): Promise<Certificate> {
  const notFound = new AppError("NOT_FOUND", "The file was not found.");
  const file = await db.userFile.findFirst({
    where: { id, kind: CERTIFICATE_KIND },
    select: { ...certificateSelect, userId: true },
  });
  if (!file) throw notFound;
  if (file.userId !== actor.id) {
    try {
      await findManageableUser({ actor, id: file.userId });
    } catch (error) {
      // Whether a certificate exists is nobody's business but the manager's.
      throw error instanceof AppError && error.code === "NOT_FOUND" ? notFound : error;
    }
  }
  const { count } = await db.userFile.deleteMany({ where: { id } });
  // Removed a moment ago by a simultaneous request: gone either way.
  if (count === 0) throw notFound;
  await removeUpload(file.dbPath);
  const { userId: _owner, ...certificate } = file;
  return certificate;
}
