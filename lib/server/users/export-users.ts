import "server-only";
import { AppError } from "@/lib/api/errors";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import { dublinDate } from "@/lib/i18n/dublin-time";
import { db } from "@/lib/server/db";
import type { TExportUsers } from "@/lib/validation/users";
import { userFilterSql, userOrderSql } from "./user-filter";

export type ExportUsersOptions = { actor: SessionUser; query: TExportUsers; now?: Date };

export const USERS_CSV_HEADER = [
  "First name",
  "Last name",
  "E-mail",
  "Phone",
  "Role",
  "Status",
  "Company",
  "Created",
] as const;

// More than the office has; a file this size still opens in a spreadsheet at once.
export const MAX_EXPORT_ROWS = 10_000;

type ExportRow = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  role: string;
  status: string;
  companyName: string | null;
  createdAt: Date | string;
};

// The users of the list's filter, every page in the list's order, as CSV
// rows (header first). Office staff only: it holds everyone's contact
// details. Capped at MAX_EXPORT_ROWS; `totalRecords` says how many matched.
export async function exportUsers({ actor, query, now = new Date() }: ExportUsersOptions) {
  if (!isStaff(actor.role)) throw new AppError("FORBIDDEN", "Only the office can export users.");
  const where = userFilterSql(actor, query);
  const [rows, [count]] = await db.$transaction([
    db.$queryRaw<ExportRow[]>`
      SELECT u."firstName", u."lastName", u."email", u."phoneNumber", u."role", u."status",
             c."name" AS "companyName", u."createdAt"
      FROM "User" u LEFT JOIN "Company" c ON c."id" = u."companyId"
      WHERE ${where} ORDER BY ${userOrderSql(query)} LIMIT ${MAX_EXPORT_ROWS}`,
    db.$queryRaw<{ total: number | bigint }[]>`SELECT COUNT(*) AS "total" FROM "User" u WHERE ${where}`,
  ]);
  return {
    rows: [
      USERS_CSV_HEADER,
      ...rows.map((row) => [
        row.firstName,
        row.lastName,
        row.email,
        row.phoneNumber ?? "",
        row.role,
        row.status,
        row.companyName ?? "",
        new Date(row.createdAt).toISOString(),
      ]),
    ],
    totalRecords: Number(count?.total ?? 0),
    fileName: `users-${dublinDate(now)}.csv`,
  };
}
