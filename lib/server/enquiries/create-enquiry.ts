import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { quoteEstimate } from "@/lib/server/categories/quote-estimate";
import { db } from "@/lib/server/db";
import { officeNotificationMail, officeQuoteRows } from "@/lib/server/mail/messages";
import { kickOutbox, queuedMailStep } from "@/lib/server/mail/outbox";
import { sqlWrite } from "@/lib/server/sql/sql";
import type { TCreateEnquiry } from "@/lib/validation/enquiry";
import { displayName, enquirySelect, type EnquiryRow } from "./enquiry-select";
import { V } from "@/lib/validation/messages";

export type CreateEnquiryOptions = { input: TCreateEnquiry; actor?: SessionUser | null };

// Public callers may create enquiries (spec §6); the office records the ones
// taken by phone (the enquiry then names who took it, and nobody needs
// telling). The id comes from the client, so sending the same enquiry twice
// (a double click, a retry after a lost answer) returns the stored one
// instead of failing or duplicating it. The office's notification is stored
// with the enquiry, in one transaction.
//
// This is the public form's write, where a campaign or a bot burst lands, so
// it is one hand-written insert that relies on the primary key for
// idempotency (nothing is read first) and the notification's insert, in one
// transaction, which on SQLite runs on the writer thread (lib/server/sql;
// measured in docs/operations.md). The office's mail is built before the
// write, so nothing but SQLite's own work happens inside it.
export async function createEnquiry({ input, actor = null }: CreateEnquiryOptions): Promise<EnquiryRow> {
  const takenByOffice = actor !== null && isStaff(actor.role);
  const { quote, ...fields } = input;
  const estimate = quote ? await quoteEstimate(quote) : null;
  const row: EnquiryRow = {
    id: fields.id,
    name: fields.name ?? null,
    firstName: fields.firstName ?? null,
    lastName: fields.lastName ?? null,
    email: fields.email,
    phone: fields.phone,
    address: fields.address,
    postCode: fields.postCode,
    messageDescription: fields.messageDescription ?? null,
    domainName: fields.domainName ?? null,
    estimate,
    preferredDate: fields.preferredDate ?? null,
    preferredWindow: fields.preferredWindow ?? null,
    // Kept for what came from the website: the office's own form has no language.
    locale: takenByOffice ? null : (fields.locale ?? null),
    createdAt: new Date(),
  };
  const insertEnquiry = {
    text: `INSERT INTO "Enquiry" ("id", "name", "firstName", "lastName", "email", "phone", "address", "postCode",
         "messageDescription", "domainName", "estimate", "preferredDate", "preferredWindow", "locale", "status",
         "createdById", "createdAt", "updatedAt")
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'new', ?, ?, ?)
       ON CONFLICT ("id") DO NOTHING`,
    args: [
      row.id,
      row.name,
      row.firstName,
      row.lastName,
      row.email,
      row.phone,
      row.address,
      row.postCode,
      row.messageDescription,
      row.domainName,
      estimate === null ? null : JSON.stringify(estimate),
      row.preferredDate,
      row.preferredWindow,
      row.locale,
      takenByOffice ? actor.id : null,
      row.createdAt,
      row.createdAt,
    ],
  };
  // The office hears of what came from the website, only when it is new.
  const notifyOffice = takenByOffice
    ? []
    : [
        {
          ...queuedMailStep(
            officeNotificationMail("enquiry", {
              id: row.id,
              name: displayName(row),
              email: row.email,
              phone: row.phone,
              address: row.address,
              // Left empty by a visitor whose address names the town or county.
              postCode: row.postCode || "—",
              message: row.messageDescription,
              locale: row.locale,
              rows: officeQuoteRows({
                estimate,
                preferredDate: row.preferredDate,
                preferredWindow: row.preferredWindow,
              }),
            }),
            row.createdAt,
          ),
          onlyIfChanged: true,
        },
      ];
  const [inserted] = await sqlWrite([insertEnquiry, ...notifyOffice]);
  const isNew = inserted!.changes > 0;
  if (isNew) {
    if (!takenByOffice) kickOutbox();
    return row;
  }
  // The id is taken: the same enquiry sent again, or another one.
  const existing = await db.enquiry.findUnique({ where: { id: input.id }, select: enquirySelect });
  if (existing?.email === input.email) return existing;
  throw new AppError("CONFLICT", "An enquiry with this id already exists.", {
    fields: { id: V.idUsed },
  });
}
