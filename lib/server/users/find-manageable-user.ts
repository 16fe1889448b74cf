import "server-only";
import { AppError } from "@/lib/api/errors";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { publicUserSelect, type PublicUser } from "./public-user";

type UserClient = Pick<typeof db, "user">;

export type FindManageableUserOptions = { actor: SessionUser; id: string; client?: UserClient };

// The user account the actor may act on, or 404: Cleaners and Clients reach
// only their own account, and Super Administrator accounts do not exist for
// anyone but Super Administrators (brief §7), so an Administrator cannot tell
// them from unknown ids.
export async function findManageableUser({ actor, id, client = db }: FindManageableUserOptions): Promise<PublicUser> {
  const notFound = new AppError("NOT_FOUND", "The user was not found.");
  if (id !== actor.id && !isStaff(actor.role)) throw notFound;
  const user = await client.user.findUnique({ where: { id }, select: publicUserSelect });
  if (!user) throw notFound;
  if (user.role === "SuperAdministrator" && actor.role !== "SuperAdministrator") throw notFound;
  return user;
}
