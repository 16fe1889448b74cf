import "server-only";
import { AppError } from "@/lib/api/errors";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/server/db";
import type { TResetPassword } from "@/lib/validation/auth";
import { CONFIRM_PURPOSE } from "./confirm-email";
import { hashResetToken } from "./reset-token";
import { V } from "@/lib/validation/messages";

const INVALID_LINK = V.resetLinkInvalid;

// Sets a new password with a reset token (or an invitation's). The token works
// once, for an hour (a week for an invitation), for the account it was made
// for, and confirms the account's address. The new password also signs out every
// existing session (the token version goes up).
export async function resetPassword({ email, password, token }: TResetPassword): Promise<void> {
  const record = await db.passwordResetToken.findUnique({
    where: { tokenHash: hashResetToken(token) },
    select: {
      id: true,
      userId: true,
      purpose: true,
      usedAt: true,
      expiresAt: true,
      user: { select: { email: true, status: true, emailConfirmedAt: true } },
    },
  });
  const isUsable =
    record &&
    // A reset or an invitation: the registration mail's link only confirms the address.
    record.purpose !== CONFIRM_PURPOSE &&
    !record.usedAt &&
    record.expiresAt > new Date() &&
    record.user.email === email &&
    record.user.status !== "banned";
  if (!isUsable) throw new AppError("BAD_REQUEST", INVALID_LINK, { fields: { token: INVALID_LINK } });

  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    // Claiming the token inside the transaction makes a second, simultaneous use fail.
    const claimed = await tx.passwordResetToken.updateMany({
      where: { id: record.id, usedAt: null },
      data: { usedAt: new Date() },
    });
    if (claimed.count !== 1) throw new AppError("BAD_REQUEST", INVALID_LINK, { fields: { token: INVALID_LINK } });
    await tx.user.update({
      where: { id: record.userId },
      // The link came to the address: whoever used it reads that mailbox.
      data: {
        passwordHash,
        tokenVersion: { increment: 1 },
        emailConfirmedAt: record.user.emailConfirmedAt ?? new Date(),
      },
    });
    await tx.session.deleteMany({ where: { userId: record.userId } });
  });
}
