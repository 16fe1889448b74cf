import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { quoteEstimate } from "@/lib/server/categories/quote-estimate";
import { db } from "@/lib/server/db";
import { officeNotificationMail } from "@/lib/server/mail/messages";
import { queueMail } from "@/lib/server/mail/outbox";
import type { TCreateEnquiry } from "@/lib/validation/enquiry";
import { enquirySelect, type EnquiryRow } from "./enquiry-select";

export type CreateEnquiryOptions = { input: TCreateEnquiry; actor?: SessionUser | null };

// Public callers may create enquiries (spec §6); the office records the ones
// taken by phone (the enquiry then names who took it, and nobody needs
// telling). The id comes from the client, so sending the same enquiry twice
// (a double click, a retry after a lost answer) returns the stored one
// instead of failing or duplicating it. The office's notification is stored
// with the enquiry, in one transaction.
export async function createEnquiry({ input, actor = null }: CreateEnquiryOptions): Promise<EnquiryRow> {
  const existing = await db.enquiry.findUnique({ where: { id: input.id }, select: enquirySelect });
  if (existing) {
    if (existing.email === input.email) return existing;
    throw new AppError("CONFLICT", "An enquiry with this id already exists.", {
      fields: { id: "This id is already used." },
    });
  }
  const takenByOffice = actor !== null && isStaff(actor.role);
  const { quote, ...fields } = input;
  const estimate = quote ? await quoteEstimate(quote) : undefined;
  return db.$transaction(async (tx) => {
    const created = await tx.enquiry.create({
      data: { ...fields, estimate, createdById: takenByOffice ? actor.id : null },
      select: enquirySelect,
    });
    if (!takenByOffice) {
      await queueMail(
        tx,
        officeNotificationMail("enquiry", {
          name: created.name ?? `${created.firstName ?? ""} ${created.lastName ?? ""}`.trim(),
          email: created.email,
          phone: created.phone,
          address: created.address,
          // Left empty by a visitor whose address names the town or county.
          postCode: created.postCode || "—",
          message: created.messageDescription,
        }),
      );
    }
    return created;
  });
}
