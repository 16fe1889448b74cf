import { route } from "@/lib/api/handler";
import { authOperations } from "@/lib/api/operations/auth";
import { requestPasswordReset } from "@/lib/server/auth/request-password-reset";
import { LIMITS, limitRequest } from "@/lib/server/rate-limit";

// POST /api/auth/forgotPassword – e-mail a reset link; the same answer whether or not the account exists
export const POST = route(authOperations.forgotPassword, async ({ req, body }) => {
  await limitRequest(req, {
    scope: "forgot-password",
    perIp: LIMITS.forgotPassword.perIp,
    perAccount: { ...LIMITS.forgotPassword.perAccount, account: body.email },
  });
  await requestPasswordReset(body);
  return { ok: true, message: "If an account uses this address, we have sent it a link to reset the password." };
});
