import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import { publicUserSelect, type PublicUser } from "./public-user";

export type GetUserOptions = { actor: SessionUser; id: string };

// Everyone may read their own record; office staff may read anyone's, except
// that only a Super Administrator sees Super Administrator accounts.
export async function getUserById({ actor, id }: GetUserOptions): Promise<PublicUser> {
  if (actor.id !== id && !isStaff(actor.role)) throw new AppError("FORBIDDEN", "You may only see your own account.");
  const user = await db.user.findUnique({ where: { id }, select: publicUserSelect });
  if (!user || (user.role === "SuperAdministrator" && actor.role !== "SuperAdministrator" && actor.id !== id)) {
    throw new AppError("NOT_FOUND", "The user was not found.");
  }
  return user;
}
