import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { assertOffice } from "@/lib/server/leads/lead-notes";
import type { TListFranchises } from "@/lib/validation/franchise";
import type { TPaged } from "@/lib/validation/pagination";
import { franchiseSelect, franchiseWhere, toFranchiseRequest, type FranchiseRequest } from "./franchise-select";

export type ListFranchiseEnquiriesOptions = { actor: SessionUser; filter: TListFranchises };

// Franchise requests hold prospects' contact details: office staff only
// (spec §6). Newest first by default; by status or a search.
export async function listFranchiseEnquiries({
  actor,
  filter,
}: ListFranchiseEnquiriesOptions): Promise<TPaged<FranchiseRequest>> {
  assertOffice(actor, "franchise requests");
  const where = franchiseWhere(filter);
  const [rows, totalRecords] = await db.$transaction([
    db.franchiseEnquiry.findMany({
      where,
      select: franchiseSelect,
      orderBy: [{ [filter.sortBy]: filter.sortDir }, { createdAt: "desc" }, { id: "asc" }],
      skip: (filter.pageNumber - 1) * filter.pageSize,
      take: filter.pageSize,
    }),
    db.franchiseEnquiry.count({ where }),
  ]);
  return { data: rows.map(toFranchiseRequest), totalRecords };
}
