import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { TPage, TPaged } from "@/lib/validation/pagination";

export type ListFranchiseEnquiriesOptions = { actor: SessionUser; page: TPage };

const franchiseSelect = {
  id: true,
  firstName: true,
  lastName: true,
  phone: true,
  address: true,
  postCode: true,
  email: true,
  messageDescription: true,
  createdAt: true,
} satisfies Prisma.FranchiseEnquirySelect;

export type FranchiseEnquiryRow = Prisma.FranchiseEnquiryGetPayload<{ select: typeof franchiseSelect }>;

// Franchise requests hold prospects' contact details: office staff only (spec §6).
export async function listFranchiseEnquiries({
  actor,
  page,
}: ListFranchiseEnquiriesOptions): Promise<TPaged<FranchiseEnquiryRow>> {
  if (!isStaff(actor.role)) throw new AppError("FORBIDDEN", "Only the office can see franchise requests.");
  const [data, totalRecords] = await db.$transaction([
    db.franchiseEnquiry.findMany({
      select: franchiseSelect,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: (page.pageNumber - 1) * page.pageSize,
      take: page.pageSize,
    }),
    db.franchiseEnquiry.count(),
  ]);
  return { data, totalRecords };
}
