import "server-only";
import { db } from "@/lib/server/db";
import { runInBackground } from "@/lib/server/background";
import { sendPasswordResetMail } from "@/lib/server/mail/messages";
import { toLocale } from "@/lib/server/mail/translator";
import { newResetToken, RESET_TOKEN_TTL_MS } from "./reset-token";

export type RequestPasswordResetOptions = { email: string; resetPageUrl: string };

// Answers the same way whether or not the address has an account: the caller
// learns nothing, and the e-mail is sent after the answer so the time taken
// does not tell either. A new request cancels earlier unused links.
export async function requestPasswordReset({ email, resetPageUrl }: RequestPasswordResetOptions): Promise<void> {
  const { token, tokenHash } = newResetToken();
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, firstName: true, locale: true, status: true },
  });
  if (!user || user.status === "banned" || user.status === "rejected") return;

  const now = new Date();
  await db.$transaction([
    db.passwordResetToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } }),
    db.passwordResetToken.create({
      data: { userId: user.id, tokenHash, expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) },
    }),
  ]);

  const url = new URL(resetPageUrl);
  url.searchParams.set("email", email);
  url.searchParams.set("token", token);
  runInBackground("password reset mail", () =>
    sendPasswordResetMail({ to: email, name: user.firstName, locale: toLocale(user.locale), url: url.toString() }),
  );
}
