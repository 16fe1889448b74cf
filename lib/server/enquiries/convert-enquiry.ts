import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { JOB_STAGE } from "@/lib/content/statuses";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { recordJobEvent } from "@/lib/server/jobs/job-events";
import { approveRegistration, inviteClient, placeholderPasswordHash } from "@/lib/server/users/account-approved";
import { CATEGORY_TYPE } from "@/lib/validation/categories";
import { V } from "@/lib/validation/messages";
import type { TConvertEnquiry } from "@/lib/validation/enquiry-office";
import { displayName } from "./enquiry-select";

export type ConvertEnquiryOptions = { actor: SessionUser; input: TConvertEnquiry };

export type Conversion = {
  enquiryId: string;
  client: { id: string; email: string; isNew: boolean };
  companyId: string | null;
  jobId: string;
  // False when the enquiry had been converted already: nothing new was made.
  isNew: boolean;
};

// "Convert to client and job" (spec §3: enquiry state with jobId and
// autofill). In one transaction:
// - the client: the existing account with the enquiry's e-mail (a Client;
//   approved if it waited for the office), or a new active Client account
//   whose owner is e-mailed a single-use link to choose a password;
// - optionally their company (found by name, or created), linked to them if
//   they have none;
// - a New job for them, as the office confirmed it in the dialog;
// - the enquiry: converted, with who and when, linked to the client and job.
// Converting again answers the first conversion: the enquiry's job id is the
// guard, set by a conditional update, so two clicks at once make one job.
export async function convertEnquiry({ actor, input }: ConvertEnquiryOptions): Promise<Conversion> {
  if (!isStaff(actor.role)) throw new AppError("FORBIDDEN", "Only the office can convert enquiries.");
  const enquiry = await db.enquiry.findUnique({ where: { id: input.id } });
  if (!enquiry) throw new AppError("NOT_FOUND", "The enquiry was not found.");
  if (enquiry.jobId && enquiry.clientId) return previousConversion(enquiry.id);
  // The job is for a service the office offers (the Services categories, not retired).
  const offered = await db.category.count({
    where: { type: CATEGORY_TYPE, name: input.job.service, retiredAt: null },
  });
  if (!offered) {
    throw new AppError("BAD_REQUEST", "Invalid input: job.service", { fields: { "job.service": V.service } });
  }

  // Hashed outside the transaction (slow on purpose): a password nobody knows,
  // until the client chooses one through the invitation.
  const placeholderHash = await placeholderPasswordHash();
  try {
    return await db.$transaction(async (tx) => {
      const client = await findOrCreateClient(tx, enquiry, input.locale, placeholderHash);
      const companyId = input.companyName ? await linkCompany(tx, client.id, input.companyName) : client.companyId;
      const job = await tx.job.create({
        data: {
          title: input.job.title,
          service: input.job.service,
          location: input.job.location,
          description: input.job.description ?? "",
          stage: JOB_STAGE.New,
          clientId: client.id,
          companyId,
        },
        select: { id: true },
      });
      await recordJobEvent(tx, { jobId: job.id, type: "created", actorId: actor.id, data: { stage: JOB_STAGE.New } });
      const claimed = await tx.enquiry.updateMany({
        where: { id: enquiry.id, jobId: null },
        data: {
          status: "converted",
          statusChangedAt: new Date(),
          statusChangedById: actor.id,
          clientId: client.id,
          jobId: job.id,
        },
      });
      if (claimed.count !== 1) throw new AlreadyConverted();
      if (client.isNew) await inviteClient(tx, client);
      return {
        enquiryId: enquiry.id,
        client: { id: client.id, email: client.email, isNew: client.isNew },
        companyId,
        jobId: job.id,
        isNew: true,
      };
    });
  } catch (error) {
    // Another request converted it while this one worked: its result stands.
    if (error instanceof AlreadyConverted) return previousConversion(enquiry.id);
    throw error;
  }
}

class AlreadyConverted extends Error {}

async function previousConversion(enquiryId: string): Promise<Conversion> {
  const done = await db.enquiry.findUniqueOrThrow({
    where: { id: enquiryId },
    select: { jobId: true, client: { select: { id: true, email: true, companyId: true } } },
  });
  return {
    enquiryId,
    client: { id: done.client!.id, email: done.client!.email, isNew: false },
    companyId: done.client!.companyId,
    jobId: done.jobId!,
    isNew: false,
  };
}

type Tx = Prisma.TransactionClient;
type EnquiryRecord = {
  email: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string;
  address: string;
  postCode: string;
};

async function findOrCreateClient(tx: Tx, enquiry: EnquiryRecord, locale: string, passwordHash: string) {
  const existing = await tx.user.findUnique({
    where: { email: enquiry.email },
    select: {
      id: true,
      email: true,
      firstName: true,
      role: true,
      status: true,
      locale: true,
      companyId: true,
      phoneNumber: true,
      address: true,
      emailConfirmedAt: true,
    },
  });
  if (existing) {
    if (existing.role !== "Client") {
      throw new AppError("CONFLICT", V.emailStaffAccount, {
        fields: { email: V.emailStaffAccount },
      });
    }
    if (existing.status === "banned" || existing.status === "rejected") {
      throw new AppError("CONFLICT", V.emailClientRefused, {
        fields: { email: V.emailClientRefused },
      });
    }
    // A self-registered client waiting for the office: the office now knows who
    // it is, and approves it (its registered password kept only if the address
    // was confirmed: ../users/account-approved.ts).
    // The enquiry's phone and address fill the account's empty ones (registration asks
    // for neither): without them the cleaner had no number to call and the invoice no
    // address. What the client entered on their account is kept.
    const { phoneNumber, address, emailConfirmedAt: _confirmed, ...client } = existing;
    await tx.user.update({
      where: { id: existing.id },
      data: {
        ...(existing.status === "pending" && { status: "active", tokenVersion: { increment: 1 } }),
        ...(!phoneNumber?.trim() && { phoneNumber: enquiry.phone }),
        ...(!address?.trim() && { address: enquiryAddress(enquiry) }),
      },
    });
    if (existing.status === "pending") await approveRegistration(tx, existing, passwordHash);
    return { ...client, isNew: false };
  }
  const [firstName, lastName] = splitName(enquiry);
  const created = await tx.user.create({
    data: {
      email: enquiry.email,
      firstName,
      lastName,
      role: "Client",
      status: "active",
      phoneNumber: enquiry.phone,
      address: enquiryAddress(enquiry),
      locale,
      passwordHash,
    },
    select: { id: true, email: true, firstName: true, role: true, status: true, locale: true, companyId: true },
  });
  return { ...created, isNew: true };
}

// A callback may come without an Eircode (its address names the town).
function enquiryAddress(enquiry: EnquiryRecord): string {
  return [enquiry.address, enquiry.postCode].filter(Boolean).join(", ");
}

// "Máire Ní Bhriain" → ["Máire", "Ní Bhriain"]; one word stays the first name.
function splitName(enquiry: EnquiryRecord): [string, string] {
  if (enquiry.firstName || enquiry.lastName) return [enquiry.firstName ?? "", enquiry.lastName ?? ""];
  const [first = "", ...rest] = displayName(enquiry).trim().split(/\s+/);
  return [first, rest.join(" ")];
}

async function linkCompany(tx: Tx, clientId: string, name: string): Promise<string> {
  const company =
    (await tx.company.findUnique({ where: { name }, select: { id: true } })) ??
    (await tx.company.create({ data: { name }, select: { id: true } }));
  await tx.user.updateMany({ where: { id: clientId, companyId: null }, data: { companyId: company.id } });
  return company.id;
}
