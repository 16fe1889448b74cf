import "server-only";
import { AppError } from "@/lib/api/errors";
import { runInBackground } from "@/lib/server/background";
import { db } from "@/lib/server/db";
import { sendOfficeNotification } from "@/lib/server/mail/messages";
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
  const created = await db.enquiry.create({ data: input, select: enquirySelect });
  runInBackground("enquiry notification", () =>
    sendOfficeNotification("enquiry", {
      name: created.name ?? `${created.firstName ?? ""} ${created.lastName ?? ""}`.trim(),
      email: created.email,
      phone: created.phone,
      address: created.address,
      postCode: created.postCode,
      message: created.messageDescription,
    }),
  );
  return created;
}
