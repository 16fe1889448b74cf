import "server-only";
import { AppError } from "@/lib/api/errors";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";

// Who may see and edit a company: the office any company, a client only
// their own (other companies do not exist for them: 404); cleaners work on
// jobs, not on customers' companies (403). Throws when the actor may not.
export function checkCompanyAccess(actor: SessionUser, id: string): void {
  if (actor.role === "Cleaner") throw new AppError("FORBIDDEN", "Cleaners cannot see or edit companies.");
  if (!isStaff(actor.role) && actor.companyId !== id) throw new AppError("NOT_FOUND", "The company was not found.");
}

// The company the actor may edit, or 404 (see checkCompanyAccess).
export async function findEditableCompany(
  actor: SessionUser,
  id: string,
): Promise<{ id: string; imagePath: string | null }> {
  checkCompanyAccess(actor, id);
  const company = await db.company.findUnique({ where: { id }, select: { id: true, imagePath: true } });
  if (!company) throw new AppError("NOT_FOUND", "The company was not found.");
  return company;
}
