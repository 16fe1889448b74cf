import "server-only";
import { publicOrigin, publicUrl } from "@/lib/api/origin";
import { localizedPath } from "@/lib/seo";
import { db } from "@/lib/server/db";
import { passwordResetMail } from "@/lib/server/mail/messages";
import { queueMail } from "@/lib/server/mail/outbox";
import { toLocale } from "@/lib/server/mail/translator";
import { newResetToken, RESET_TOKEN_TTL_MS } from "./reset-token";

export type RequestPasswordResetOptions = { email: string; resetPasswordUrl?: string };

// The reset pages of this site, in any language.
const RESET_PAGE = /^(?:\/(?:fr|vi|cn|ar))?\/auth\/jwt\/reset-password\/?$/;

// Where the e-mailed link leads. A caller may name the reset page (spec §3
// resetPasswordUrl), but only one of this site's, at its configured origin:
// anything else would hand the token to whoever chose the address, so it is
// ignored in favour of the reset page in the user's language.
export function resetPageUrl(requested: string | undefined, locale: string): URL {
  if (requested) {
    try {
      const url = new URL(requested);
      if (url.origin === publicOrigin() && RESET_PAGE.test(url.pathname)) return publicUrl(url.pathname);
    } catch {
      // Not an address: use the default page.
    }
  }
  return publicUrl(localizedPath(toLocale(locale), "/auth/jwt/reset-password"));
}

// Answers the same way whether or not the address has an account: the caller
// learns nothing, and the e-mail is sent by the outbox after the answer, so
// the time taken does not tell either. A new request cancels earlier unused
// links. The token and its mail are stored together or not at all.
export async function requestPasswordReset({ email, resetPasswordUrl }: RequestPasswordResetOptions): Promise<void> {
  const { token, tokenHash } = newResetToken();
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, firstName: true, locale: true, status: true },
  });
  if (!user || user.status === "banned" || user.status === "rejected") return;

  const url = resetPageUrl(resetPasswordUrl, user.locale);
  url.searchParams.set("email", email);
  url.searchParams.set("token", token);
  const now = new Date();
  await db.$transaction(async (tx) => {
    await tx.passwordResetToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
    await tx.passwordResetToken.create({
      data: { userId: user.id, tokenHash, expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) },
    });
    await queueMail(
      tx,
      passwordResetMail({ to: email, name: user.firstName, locale: toLocale(user.locale) }, url.toString()),
    );
  });
}
