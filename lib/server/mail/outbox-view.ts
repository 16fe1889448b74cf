import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";

// What the office sees of the outbox (/dashboard/mail).

export const outboxItemSelect = {
  id: true,
  kind: true,
  toAddress: true,
  toName: true,
  locale: true,
  subject: true,
  status: true,
  attempts: true,
  lastError: true,
  nextAttemptAt: true,
  sentAt: true,
  createdAt: true,
} satisfies Prisma.OutboxMailSelect;

export type OutboxItem = Prisma.OutboxMailGetPayload<{ select: typeof outboxItemSelect }>;

// Links that sign someone in (reset and invitation links) carry a `token`.
// The office reads a mail as it was sent, but never with a live link in it:
// an Administrator could otherwise ask for a colleague's reset link and
// follow it. Sent mails are stored that way too (processOutbox).
const TOKEN_PARAMETER = /([?&;]token=)[^&\s"'<>]+/g;
export const REDACTED = "[hidden]";
export const redactLinks = (text: string): string => text.replace(TOKEN_PARAMETER, `$1${REDACTED}`);

// Administrators do not see Super Administrators' accounts, so not their
// mail either (it names them and their addresses); a Super Administrator sees all.
export async function visibleMail(actor: SessionUser): Promise<Prisma.OutboxMailWhereInput> {
  if (actor.role === "SuperAdministrator") return {};
  const hidden = await db.user.findMany({ where: { role: "SuperAdministrator" }, select: { email: true } });
  return { toAddress: { notIn: hidden.map((user) => user.email) } };
}
