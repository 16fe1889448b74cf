import "server-only";
import { AppError } from "@/lib/api/errors";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import type { TPaged } from "@/lib/validation/pagination";
import type { TListUsers } from "@/lib/validation/users";
import { publicUserSelect, type PublicUser } from "./public-user";
import { userFilterSql, userOrderSql } from "./user-filter";

export type ListUsersOptions = { actor: SessionUser; filter: TListUsers };

// The user lists are office screens (spec §6). Administrators never see
// Super Administrator accounts. The filter (role, status, company, a search
// over names, e-mail and phone digits) and the order are user-filter.ts's;
// the page's ids come from SQL, its records from the usual select.
export async function listUsers({ actor, filter }: ListUsersOptions): Promise<TPaged<PublicUser>> {
  if (!isStaff(actor.role)) throw new AppError("FORBIDDEN", "Only the office can list users.");
  const where = userFilterSql(actor, filter);
  const [page, [count]] = await db.$transaction([
    db.$queryRaw<{ id: string }[]>`
      SELECT u."id" FROM "User" u WHERE ${where} ORDER BY ${userOrderSql(filter)}
      LIMIT ${filter.pageSize} OFFSET ${(filter.pageNumber - 1) * filter.pageSize}`,
    db.$queryRaw<{ total: number | bigint }[]>`SELECT COUNT(*) AS "total" FROM "User" u WHERE ${where}`,
  ]);
  const ids = page.map((row) => row.id);
  const users = await db.user.findMany({ where: { id: { in: ids } }, select: publicUserSelect });
  const byId = new Map(users.map((user) => [user.id, user]));
  // A user deleted between the two reads is simply left out of the page.
  const data = ids.flatMap((id) => byId.get(id) ?? []);
  return { data, totalRecords: Number(count?.total ?? 0) };
}
