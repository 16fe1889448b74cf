import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { assertOffice, notesNewestFirst, toNote, toPersonRef } from "@/lib/server/leads/lead-notes";
import { officeEnquirySelect, toOfficeEnquiry } from "./enquiry-select";

export type GetEnquiryOptions = { actor: SessionUser; id: string };

// One enquiry with everything the office works with: its notes, the other
// enquiries from the same address, and the client and job it became.
export async function getEnquiry({ actor, id }: GetEnquiryOptions) {
  assertOffice(actor, "enquiries");
  const row = await db.enquiry.findUnique({
    where: { id },
    select: {
      ...officeEnquirySelect,
      client: { select: { id: true, firstName: true, lastName: true, email: true, status: true } },
      job: { select: { id: true, title: true, stage: true } },
      notes: notesNewestFirst,
    },
  });
  if (!row) throw new AppError("NOT_FOUND", "The enquiry was not found.");
  const { client, job, notes, ...rest } = row;
  const others = await db.enquiry.findMany({
    where: { email: row.email, id: { not: row.id } },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: 50,
    select: { id: true, createdAt: true, status: true, messageDescription: true },
  });
  // The account a conversion would use, if one has this e-mail (a visitor who also
  // registered): the office is told it is used, in its own language, not created.
  const account = client
    ? null
    : await db.user.findUnique({
        where: { email: row.email },
        select: { role: true, status: true, locale: true, emailConfirmedAt: true },
      });
  return {
    ...toOfficeEnquiry(rest),
    client: client && { ...toPersonRef(client)!, email: client.email, status: client.status },
    job,
    existingAccount: account,
    notes: notes.map(toNote),
    fromSameAddress: others,
  };
}

export type EnquiryDetail = Awaited<ReturnType<typeof getEnquiry>>;
