import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import type { TPage, TPaged } from "@/lib/validation/pagination";
import { enquirySelect, type EnquiryRow } from "./enquiry-select";

export type ListEnquiriesOptions = { actor: SessionUser; page: TPage };

// Enquiries hold visitors' contact details: office staff only (spec §6).
export async function listEnquiries({ actor, page }: ListEnquiriesOptions): Promise<TPaged<EnquiryRow>> {
  if (!isStaff(actor.role)) throw new AppError("FORBIDDEN", "Only the office can see enquiries.");
  const [data, totalRecords] = await db.$transaction([
    db.enquiry.findMany({
      select: enquirySelect,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: (page.pageNumber - 1) * page.pageSize,
      take: page.pageSize,
    }),
    db.enquiry.count(),
  ]);
  return { data, totalRecords };
}
