import "server-only";
import { randomBytes } from "node:crypto";
import { publicUrl } from "@/lib/api/origin";
import { hashPassword } from "@/lib/auth/password";
import type { Prisma } from "@/lib/generated/prisma/client";
import { localizedPath } from "@/lib/seo";
import { newResetToken } from "@/lib/server/auth/reset-token";
import { accountApprovedChoosePasswordMail, accountApprovedMail, invitationMail } from "@/lib/server/mail/messages";
import { queueMail } from "@/lib/server/mail/outbox";
import { toLocale } from "@/lib/server/mail/translator";

type Tx = Pick<Prisma.TransactionClient, "outboxMail" | "passwordResetToken" | "user">;
type Account = { id: string; email: string; firstName: string; locale: string | null };

// An invitation's link works for a week.
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

// A password nobody knows, for an account whose owner is about to choose
// one: hashed outside the transaction that uses it (slow on purpose).
export const placeholderPasswordHash = () => hashPassword(randomBytes(32).toString("base64url"));

// An account that waited for the office (a visitor who registered) and is now
// active, whichever way the office approved it (the user's page, several at
// once from the list, or converting their enquiry). Only that change: a
// suspended account made active again is not an approval.
export const isApproval = (from: string, to: string) => from === "pending" && to === "active";

// What approving a registration does. Anybody may register any address, so
// the password it was registered with is kept only when the address's owner
// confirmed it (the registration mail's link; emailConfirmedAt). Otherwise
// it may be the password of whoever typed the address first, and the office
// would hand them the client's account: it is replaced by a placeholder, and
// the owner is sent a link to choose a password instead of "you may sign in".
export async function approveRegistration(
  tx: Tx,
  account: Account & { emailConfirmedAt: Date | null },
  placeholderHash: string,
): Promise<void> {
  const recipient = { to: account.email, name: account.firstName, locale: toLocale(account.locale) };
  if (account.emailConfirmedAt) {
    await queueMail(tx, accountApprovedMail(recipient));
    return;
  }
  await tx.user.update({ where: { id: account.id }, data: { passwordHash: placeholderHash } });
  const url = await choosePasswordLink(tx, account);
  await queueMail(tx, accountApprovedChoosePasswordMail(recipient, url));
}

// A new client account made by the office (an enquiry converted): its owner
// is invited to choose a password.
export async function inviteClient(tx: Tx, account: Account): Promise<void> {
  const url = await choosePasswordLink(tx, account);
  await queueMail(
    tx,
    invitationMail({ to: account.email, name: account.firstName, locale: toLocale(account.locale) }, url),
  );
}

// A single-use link to the reset page, valid a week: choosing a password
// through it also confirms the address (../auth/reset-password.ts).
async function choosePasswordLink(tx: Tx, account: Account): Promise<string> {
  const { token, tokenHash } = newResetToken();
  await tx.passwordResetToken.create({
    data: {
      userId: account.id,
      purpose: "invite",
      tokenHash,
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    },
  });
  const url = publicUrl(localizedPath(toLocale(account.locale), "/auth/jwt/reset-password"));
  url.searchParams.set("email", account.email);
  url.searchParams.set("token", token);
  url.searchParams.set("invite", "1");
  return url.toString();
}
