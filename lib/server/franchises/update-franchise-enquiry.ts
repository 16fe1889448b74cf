import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { assertOffice, createLeadNote, type LeadNote } from "@/lib/server/leads/lead-notes";
import type { TLeadNote } from "@/lib/validation/enquiry-office";
import type { TFranchiseStatus } from "@/lib/validation/franchise";
import { franchiseSelect, toFranchiseRequest, type FranchiseRequest } from "./franchise-select";
import { franchiseNotFound } from "./get-franchise-enquiry";

// The office moves a request along (new → contacted → closed, or back);
// who did it and when are kept.
export async function updateFranchiseStatus({
  actor,
  input,
}: {
  actor: SessionUser;
  input: TFranchiseStatus;
}): Promise<FranchiseRequest> {
  assertOffice(actor, "franchise requests");
  const { count } = await db.franchiseEnquiry.updateMany({
    where: { id: input.id },
    data: { status: input.status, statusChangedAt: new Date(), statusChangedById: actor.id },
  });
  if (count === 0) throw franchiseNotFound();
  return toFranchiseRequest(
    await db.franchiseEnquiry.findUniqueOrThrow({ where: { id: input.id }, select: franchiseSelect }),
  );
}

export async function addFranchiseNote({ actor, input }: { actor: SessionUser; input: TLeadNote }): Promise<LeadNote> {
  assertOffice(actor, "franchise requests");
  if (!(await db.franchiseEnquiry.count({ where: { id: input.id } }))) throw franchiseNotFound();
  return createLeadNote(actor, { franchiseEnquiryId: input.id }, input.text);
}
