import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { dublinDate } from "@/lib/i18n/dublin-time";
import { assertOffice } from "@/lib/server/leads/lead-notes";
import type { TExportFranchises } from "@/lib/validation/franchise";
import { franchiseWhere } from "./franchise-select";

export const FRANCHISES_CSV_HEADER = [
  "Received",
  "First name",
  "Last name",
  "E-mail",
  "Phone",
  "Address",
  "Post code",
  "Message",
  "Status",
] as const;

// More than the office will ever have; still a file a spreadsheet opens at once.
export const MAX_FRANCHISE_EXPORT_ROWS = 10_000;

// The requests of the list's filter, newest first, as CSV rows (header
// first). Office staff only.
export async function exportFranchiseEnquiries({
  actor,
  query,
  now = new Date(),
}: {
  actor: SessionUser;
  query: TExportFranchises;
  now?: Date;
}) {
  assertOffice(actor, "franchise requests");
  const where = franchiseWhere(query);
  const [rows, totalRecords] = await db.$transaction([
    db.franchiseEnquiry.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      take: MAX_FRANCHISE_EXPORT_ROWS,
    }),
    db.franchiseEnquiry.count({ where }),
  ]);
  return {
    rows: [
      FRANCHISES_CSV_HEADER,
      ...rows.map((row) => [
        row.createdAt.toISOString(),
        row.firstName,
        row.lastName,
        row.email,
        row.phone,
        row.address,
        row.postCode,
        row.messageDescription,
        row.status,
      ]),
    ],
    totalRecords,
    fileName: `franchise-requests-${dublinDate(now)}.csv`,
  };
}
