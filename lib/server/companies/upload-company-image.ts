import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { removeReplacedUpload, removeUpload } from "@/lib/server/files/remove-upload";
import { saveUpload } from "@/lib/server/uploads/store";
import { findEditableCompany } from "./find-editable-company";
import { V } from "@/lib/validation/messages";

export type UploadCompanyImageOptions = { actor: SessionUser; data: Uint8Array; companyId?: string };

// The company's image (logo); it becomes the company's imagePath at once, and
// the image it replaces is deleted.
// Without companyId a client uploads for their own company.
export async function uploadCompanyImage({
  actor,
  data,
  companyId = actor.companyId ?? undefined,
}: UploadCompanyImageOptions): Promise<{ dbPath: string }> {
  if (!companyId) {
    throw new AppError("BAD_REQUEST", "Invalid input: companyId", { fields: { companyId: V.chooseCompany } });
  }
  const company = await findEditableCompany(actor, companyId);
  const dbPath = await saveUpload({ data, kind: "company", ownerId: company.id });
  let replaced: string | null;
  try {
    replaced = await db.$transaction(async (tx) => {
      const { imagePath } = await tx.company.findUniqueOrThrow({
        where: { id: company.id },
        select: { imagePath: true },
      });
      await tx.company.update({ where: { id: company.id }, data: { imagePath: dbPath } });
      return imagePath;
    });
  } catch (error) {
    await removeUpload(dbPath);
    throw error;
  }
  await removeReplacedUpload(replaced, dbPath, { kind: "company", ownerId: company.id });
  return { dbPath };
}
