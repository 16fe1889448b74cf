import "server-only";
import { AppError } from "@/lib/api/errors";
import { publicUrl } from "@/lib/api/origin";
import type { Prisma } from "@/lib/generated/prisma/client";
import { localizedPath } from "@/lib/seo";
import { db } from "@/lib/server/db";
import { toLocale } from "@/lib/server/mail/translator";
import type { TConfirmEmail } from "@/lib/validation/auth";
import { V } from "@/lib/validation/messages";
import { hashResetToken, newResetToken } from "./reset-token";

// The registration mail's link works for a week, as an invitation does.
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const CONFIRM_PURPOSE = "confirm";

// A new confirmation link for a registration: the token, stored hashed with
// the account, and the page it opens, in the account's language.
export async function newConfirmationLink(
  tx: Pick<Prisma.TransactionClient, "passwordResetToken">,
  user: { id: string; locale: string | null },
): Promise<string> {
  const { token, tokenHash } = newResetToken();
  await tx.passwordResetToken.create({
    data: {
      userId: user.id,
      purpose: CONFIRM_PURPOSE,
      tokenHash,
      expiresAt: new Date(Date.now() + CONFIRM_TOKEN_TTL_MS),
    },
  });
  const url = publicUrl(localizedPath(toLocale(user.locale), "/auth/jwt/confirm-email"));
  url.searchParams.set("token", token);
  return url.toString();
}

// The owner of a registered address opened the link of the registration
// mail: the address is theirs, so the password they registered with may be
// kept when the office approves the account (../users/account-approved.ts).
// The link works once; a used, expired or unknown one is a 400 naming the
// token. Opening the page does not confirm: its button does, so a mail
// scanner that follows every link confirms nothing.
export async function confirmEmail({ token }: TConfirmEmail): Promise<void> {
  const now = new Date();
  const confirmed = await db.$transaction(async (tx) => {
    const record = await tx.passwordResetToken.findUnique({
      where: { tokenHash: hashResetToken(token) },
      select: { id: true, userId: true, purpose: true, usedAt: true, expiresAt: true },
    });
    if (!record || record.purpose !== CONFIRM_PURPOSE || record.usedAt || record.expiresAt <= now) return false;
    // Claimed inside the transaction: a second, simultaneous use finds it used.
    const claimed = await tx.passwordResetToken.updateMany({
      where: { id: record.id, usedAt: null },
      data: { usedAt: now },
    });
    if (claimed.count !== 1) return false;
    await tx.user.updateMany({ where: { id: record.userId, emailConfirmedAt: null }, data: { emailConfirmedAt: now } });
    return true;
  });
  if (!confirmed) throw new AppError("BAD_REQUEST", V.confirmLinkInvalid, { fields: { token: V.confirmLinkInvalid } });
}
