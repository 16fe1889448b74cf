import "server-only";
import { AppError } from "@/lib/api/errors";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { TPaged } from "@/lib/validation/pagination";
import type { TListUsers } from "@/lib/validation/users";
import { publicUserSelect, type PublicUser } from "./public-user";

export type ListUsersOptions = { actor: SessionUser; filter: TListUsers };

// The user lists are office screens (spec §6). Administrators never see
// Super Administrator accounts; a search matches every word against the
// first name, last name or e-mail (SQLite LIKE ignores ASCII case).
export async function listUsers({ actor, filter }: ListUsersOptions): Promise<TPaged<PublicUser>> {
  if (!isStaff(actor.role)) throw new AppError("FORBIDDEN", "Only the office can list users.");
  const words = filter.search?.split(/\s+/).filter(Boolean) ?? [];
  const where: Prisma.UserWhereInput = {
    AND: [
      actor.role === "SuperAdministrator" ? {} : { role: { not: "SuperAdministrator" } },
      filter.role ? { role: filter.role } : {},
      filter.status ? { status: filter.status } : {},
      ...words.map((word) => ({
        OR: [{ firstName: { contains: word } }, { lastName: { contains: word } }, { email: { contains: word } }],
      })),
    ],
  };
  const [data, totalRecords] = await db.$transaction([
    db.user.findMany({
      where,
      select: publicUserSelect,
      orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
      skip: (filter.pageNumber - 1) * filter.pageSize,
      take: filter.pageSize,
    }),
    db.user.count({ where }),
  ]);
  return { data, totalRecords };
}
