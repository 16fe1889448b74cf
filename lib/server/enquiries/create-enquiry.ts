import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/server/db";
import type { TCreateEnquiry } from "@/lib/validation/enquiry";
import { enquirySelect, type EnquiryRow } from "./enquiry-select";

// Public callers may create enquiries (spec §6). The id comes from the
// client, so sending the same enquiry twice (a double click, a retry after a
// lost answer) returns the stored one instead of failing or duplicating it.
export async function createEnquiry(input: TCreateEnquiry): Promise<EnquiryRow> {
  const existing = await db.enquiry.findUnique({ where: { id: input.id }, select: enquirySelect });
  if (existing) {
    if (existing.email === input.email) return existing;
    throw new AppError("CONFLICT", "An enquiry with this id already exists.", {
      fields: { id: "This id is already used." },
    });
  }
  return db.enquiry.create({ data: input, select: enquirySelect });
}
