import "server-only";
import { AppError } from "@/lib/api/errors";
import { isStaff, type Role } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { V } from "@/lib/validation/messages";
import { publicUserSelect, type PublicUser } from "./public-user";

type UserClient = Pick<typeof db, "user">;

export type FindManageableUserOptions = { actor: SessionUser; id: string; client?: UserClient };

// Why the actor may not act on (edit, upload for, delete, ban) this account,
// or null when they may: Cleaners and Clients reach only their own account;
// Super Administrator accounts do not exist for anyone but Super
// Administrators (404, so an Administrator cannot tell them from unknown
// ids); and an Administrator manages Cleaners, Clients and their own
// profile, never a peer Administrator (403): one who could change a peer's
// e-mail and then ask for a password reset would own that account.
// Bulk calls ask this for every account before refusing them all at once.
export function refusalToManage(
  actor: SessionUser,
  target: { id: string; role: Role } | null,
): { code: "NOT_FOUND" | "FORBIDDEN"; reason: string } | null {
  if (!target || (target.id !== actor.id && !isStaff(actor.role))) return { code: "NOT_FOUND", reason: V.userNotFound };
  if (target.role === "SuperAdministrator" && actor.role !== "SuperAdministrator") {
    return { code: "NOT_FOUND", reason: V.userNotFound };
  }
  if (target.role === "Administrator" && actor.role !== "SuperAdministrator" && target.id !== actor.id) {
    return { code: "FORBIDDEN", reason: V.adminsBySuperAdmin };
  }
  return null;
}

// The user account the actor may act on, or the error of refusalToManage.
export async function findManageableUser({ actor, id, client = db }: FindManageableUserOptions): Promise<PublicUser> {
  const notFound = new AppError("NOT_FOUND", "The user was not found.");
  // Other people's accounts are not even looked up for Cleaners and Clients.
  if (id !== actor.id && !isStaff(actor.role)) throw notFound;
  const user = await client.user.findUnique({ where: { id }, select: publicUserSelect });
  const refusal = refusalToManage(actor, user);
  if (refusal?.code === "FORBIDDEN") {
    throw new AppError("FORBIDDEN", "Only a Super Administrator manages administrator accounts.");
  }
  if (refusal || !user) throw notFound;
  return user;
}
