import { route } from "@/lib/api/handler";
import { publicOrigin, siteOrigins } from "@/lib/api/origin";
import { requestPasswordReset } from "@/lib/server/auth/request-password-reset";
import { LIMITS, limitRequest } from "@/lib/server/rate-limit";
import { authOperations } from "@/lib/api/operations/auth";

// POST /api/auth/forgotPassword – e-mail a reset link; the same answer whether or not the account exists
export const POST = route(authOperations.forgotPassword, async ({ req, body }) => {
  await limitRequest(req, {
    scope: "forgot-password",
    perIp: LIMITS.forgotPassword.perIp,
    perAccount: { ...LIMITS.forgotPassword.perAccount, account: body.email },
  });
  await requestPasswordReset({ email: body.email, resetPageUrl: resetPageUrl(req, body.resetPasswordUrl) });
  return { ok: true, message: "If an account uses this address, we have sent it a link to reset the password." };
});

// The link in the e-mail may only lead to this site: a URL pointing elsewhere
// would hand the reset token to someone else.
function resetPageUrl(req: Request, requested: string | undefined): string {
  if (requested) {
    try {
      const url = new URL(requested);
      if (siteOrigins(req).has(url.origin)) return url.origin + url.pathname;
    } catch {
      // Not a URL: fall back to the default page.
    }
  }
  return `${publicOrigin(req)}/auth/jwt/reset-password`;
}
