import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { assertOffice, createLeadNote } from "@/lib/server/leads/lead-notes";
import type { TEnquiryStatus, TLeadNote } from "@/lib/validation/enquiry-office";
import { officeEnquirySelect, toOfficeEnquiry } from "./enquiry-select";
import { V } from "@/lib/validation/messages";

const officeOnly = (actor: SessionUser) => assertOffice(actor, "enquiries");

// The office moves an enquiry along (new → contacted → closed, or back); who
// did it and when are kept. A converted enquiry stays converted: it has a
// client and a job of its own now.
export async function updateEnquiryStatus({ actor, input }: { actor: SessionUser; input: TEnquiryStatus }) {
  officeOnly(actor);
  const { count } = await db.enquiry.updateMany({
    where: { id: input.id, status: { not: "converted" } },
    data: { status: input.status, statusChangedAt: new Date(), statusChangedById: actor.id },
  });
  if (count === 0) {
    const exists = await db.enquiry.count({ where: { id: input.id } });
    if (!exists) throw new AppError("NOT_FOUND", "The enquiry was not found.");
    throw new AppError("CONFLICT", V.enquiryConverted, {
      fields: { status: V.enquiryConverted },
    });
  }
  return toOfficeEnquiry(await db.enquiry.findUniqueOrThrow({ where: { id: input.id }, select: officeEnquirySelect }));
}

// An internal note of the office (never shown to the visitor).
export async function addEnquiryNote({ actor, input }: { actor: SessionUser; input: TLeadNote }) {
  officeOnly(actor);
  if (!(await db.enquiry.count({ where: { id: input.id } }))) {
    throw new AppError("NOT_FOUND", "The enquiry was not found.");
  }
  return createLeadNote(actor, { enquiryId: input.id }, input.text);
}
