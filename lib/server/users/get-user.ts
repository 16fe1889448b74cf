import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import { certificateSelect, type Certificate } from "./certificates";
import { publicUserSelect, type PublicUser } from "./public-user";

export type GetUserOptions = { actor: SessionUser; id: string };

// Everyone may read their own record; office staff may read anyone's, except
// that only a Super Administrator sees Super Administrator accounts.
// Reading is wider than managing (find-manageable-user.ts): an Administrator
// sees a peer Administrator's record but may not change it. Accounts the
// actor may not read answer 404, as if they did not exist.
export async function getUserById({ actor, id }: GetUserOptions): Promise<PublicUser> {
  const notFound = new AppError("NOT_FOUND", "The user was not found.");
  if (actor.id !== id && !isStaff(actor.role)) throw notFound;
  const user = await db.user.findUnique({ where: { id }, select: publicUserSelect });
  if (!user || (user.role === "SuperAdministrator" && actor.role !== "SuperAdministrator" && actor.id !== id)) {
    throw notFound;
  }
  return user;
}

export type UserDetail = PublicUser & { certificates: Certificate[] };

// The user screen (GET /api/user/getUserById): the record and the
// certificates kept for it, newest first. Whoever may read the record may
// read its certificates (lib/server/files/can-read-file.ts agrees).
export async function getUserDetail(options: GetUserOptions): Promise<UserDetail> {
  const user = await getUserById(options);
  const certificates = await db.userFile.findMany({
    where: { userId: user.id, kind: "certificate" },
    select: certificateSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return { ...user, certificates };
}
