import "server-only";
import { AppError } from "@/lib/api/errors";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import type { TCreateCompany } from "@/lib/validation/companies";
import { companyNameConflict, companySelect, type CompanyRow } from "./company-select";

export type CreateCompanyOptions = { actor: SessionUser; input: TCreateCompany };

// Companies are the office's customers: only the office adds them.
export async function createCompany({ actor, input }: CreateCompanyOptions): Promise<CompanyRow> {
  if (!isStaff(actor.role)) throw new AppError("FORBIDDEN", "Only the office can create companies.");
  try {
    return await db.company.create({ data: input, select: companySelect });
  } catch (error) {
    throw companyNameConflict(error);
  }
}
