import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { accountApprovedMail } from "@/lib/server/mail/messages";
import { queueMail } from "@/lib/server/mail/outbox";
import { toLocale } from "@/lib/server/mail/translator";

type Account = { email: string; firstName: string; locale: string | null };

// An account that waited for the office (a visitor who registered) and is now
// active: its owner is told they may sign in, whichever way the office
// approved it (the user's page, several at once from the list, or converting
// their enquiry). Only that change: a suspended account made active again
// is not an approval.
export const isApproval = (from: string, to: string) => from === "pending" && to === "active";

export function queueApprovalMail(tx: Pick<Prisma.TransactionClient, "outboxMail">, account: Account) {
  return queueMail(
    tx,
    accountApprovedMail({ to: account.email, name: account.firstName, locale: toLocale(account.locale) }),
  );
}
