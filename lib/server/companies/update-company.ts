import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import type { TUpdateCompany } from "@/lib/validation/companies";
import { companyNameConflict, companySelect, type CompanyRow } from "./company-select";
import { findEditableCompany } from "./find-editable-company";
import { V } from "@/lib/validation/messages";

export type UpdateCompanyOptions = { actor: SessionUser; input: TUpdateCompany };

// Answers the whole company: the dashboard treats any other answer as a
// failed update (spec §5).
export async function updateCompany({ actor, input }: UpdateCompanyOptions): Promise<CompanyRow> {
  const { id, ...changes } = input;
  const current = await findEditableCompany(actor, id);
  // A new image must be one uploaded for this company, so that its clients may read it.
  const { imagePath } = changes;
  if (imagePath && imagePath !== current.imagePath && !imagePath.startsWith(`/api/files/company/${id}/`)) {
    throw new AppError("BAD_REQUEST", "Invalid input: imagePath", {
      fields: { imagePath: V.companyImageOwn },
    });
  }
  try {
    return await db.company.update({ where: { id }, data: changes, select: companySelect });
  } catch (error) {
    throw companyNameConflict(error);
  }
}
