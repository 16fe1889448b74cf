import "server-only";
import { AppError } from "@/lib/api/errors";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { publicUserSelect, type PublicUser } from "./public-user";

type UserClient = Pick<typeof db, "user">;

export type FindManageableUserOptions = { actor: SessionUser; id: string; client?: UserClient };

// The user account the actor may act on (edit, upload for, delete), or an
// error: Cleaners and Clients reach only their own account; Super
// Administrator accounts do not exist for anyone but Super Administrators
// (404, so an Administrator cannot tell them from unknown ids); and an
// Administrator manages Cleaners, Clients and their own profile, never a
// peer Administrator (403): one who could change a peer's e-mail and then
// ask for a password reset would own that account.
export async function findManageableUser({ actor, id, client = db }: FindManageableUserOptions): Promise<PublicUser> {
  const notFound = new AppError("NOT_FOUND", "The user was not found.");
  if (id !== actor.id && !isStaff(actor.role)) throw notFound;
  const user = await client.user.findUnique({ where: { id }, select: publicUserSelect });
  if (!user) throw notFound;
  if (user.role === "SuperAdministrator" && actor.role !== "SuperAdministrator") throw notFound;
  if (user.role === "Administrator" && actor.role !== "SuperAdministrator" && user.id !== actor.id) {
    throw new AppError("FORBIDDEN", "Only a Super Administrator manages administrator accounts.");
  }
  return user;
}
