import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import type { Prisma } from "@/lib/generated/prisma/client";
import { containsText } from "@/lib/server/sql/dialect";
import { db } from "@/lib/server/db";
import type { TListEnquiries } from "@/lib/validation/enquiry-office";
import type { TPaged } from "@/lib/validation/pagination";
import { officeEnquirySelect, toOfficeEnquiry, type OfficeEnquiry } from "./enquiry-select";

export type ListEnquiriesOptions = { actor: SessionUser; filter: TListEnquiries };

export type EnquiryListRow = OfficeEnquiry & {
  // How many enquiries the same e-mail address has sent in all: repeat
  // enquiries are shown together, so the office calls a person once.
  fromSameAddress: number;
};

// Enquiries hold visitors' contact details: office staff only (spec §6).
// Newest first by default; a search matches every word against the name,
// e-mail, phone or Eircode.
export async function listEnquiries({ actor, filter }: ListEnquiriesOptions): Promise<TPaged<EnquiryListRow>> {
  if (!isStaff(actor.role)) throw new AppError("FORBIDDEN", "Only the office can see enquiries.");
  const words = filter.search?.split(/\s+/).filter(Boolean) ?? [];
  const where: Prisma.EnquiryWhereInput = {
    AND: [
      filter.status ? { status: filter.status } : {},
      ...words.map((word) => ({
        OR: ["name", "firstName", "lastName", "email", "phone", "postCode"].map((field) => ({
          [field]: containsText(word),
        })),
      })),
    ],
  };
  const [rows, totalRecords] = await db.$transaction([
    db.enquiry.findMany({
      where,
      select: officeEnquirySelect,
      orderBy: [{ [filter.sortBy]: filter.sortDir }, { createdAt: "desc" }, { id: "asc" }],
      skip: (filter.pageNumber - 1) * filter.pageSize,
      take: filter.pageSize,
    }),
    db.enquiry.count({ where }),
  ]);
  const counts = await db.enquiry.groupBy({
    by: ["email"],
    where: { email: { in: [...new Set(rows.map((row) => row.email))] } },
    _count: { _all: true },
  });
  const perAddress = new Map(counts.map((count) => [count.email, count._count._all]));
  return {
    data: rows.map((row) => ({ ...toOfficeEnquiry(row), fromSameAddress: perAddress.get(row.email) ?? 1 })),
    totalRecords,
  };
}
