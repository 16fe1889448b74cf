import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { assertOffice } from "@/lib/server/leads/lead-notes";
import type { MailAttachment } from "./outbox";
import { outboxItemSelect, redactLinks, visibleMail } from "./outbox-view";

export const mailNotFound = () => new AppError("NOT_FOUND", "This e-mail was not found.");

// One mail as it was sent: subject, text and HTML (sign-in links hidden), attachments.
export async function getOutboxMail({ actor, id }: { actor: SessionUser; id: string }) {
  assertOffice(actor, "the outbox");
  const row = await db.outboxMail.findFirst({
    where: { AND: [{ id }, await visibleMail(actor)] },
    select: { ...outboxItemSelect, text: true, html: true, attachments: true },
  });
  if (!row) throw mailNotFound();
  return {
    ...row,
    text: redactLinks(row.text),
    html: redactLinks(row.html),
    attachments: row.attachments ? (JSON.parse(row.attachments) as MailAttachment[]) : [],
  };
}

export type OutboxMailDetail = Awaited<ReturnType<typeof getOutboxMail>>;
