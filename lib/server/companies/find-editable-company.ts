import "server-only";
import { AppError } from "@/lib/api/errors";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";

// The company the actor may edit, or 404: the office edits any company, a
// client only their own; other companies do not exist for them.
export async function findEditableCompany(
  actor: SessionUser,
  id: string,
): Promise<{ id: string; imagePath: string | null }> {
  if (actor.role === "Cleaner") throw new AppError("FORBIDDEN", "Cleaners cannot edit companies.");
  const notFound = new AppError("NOT_FOUND", "The company was not found.");
  if (!isStaff(actor.role) && actor.companyId !== id) throw notFound;
  const company = await db.company.findUnique({ where: { id }, select: { id: true, imagePath: true } });
  if (!company) throw notFound;
  return company;
}
