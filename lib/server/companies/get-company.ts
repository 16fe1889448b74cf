import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { companySelect, type CompanyRow } from "./company-select";
import { checkCompanyAccess } from "./find-editable-company";

export type GetCompanyOptions = { actor: SessionUser; id: string };

// One company, for those who may edit it: the office any, a client their own
// (the company profile screen); others 404, cleaners 403.
export async function getCompanyById({ actor, id }: GetCompanyOptions): Promise<CompanyRow> {
  checkCompanyAccess(actor, id);
  const company = await db.company.findUnique({ where: { id }, select: companySelect });
  if (!company) throw new AppError("NOT_FOUND", "The company was not found.");
  return company;
}
