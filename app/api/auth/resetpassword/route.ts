import { route } from "@/lib/api/handler";
import { resetPassword } from "@/lib/server/auth/reset-password";
import { LIMITS, limitRequest } from "@/lib/server/rate-limit";
import { ZResetPassword } from "@/lib/validation/auth";

// POST /api/auth/resetPassword – set a new password with the token from the e-mail
export const POST = route({ auth: "public", body: ZResetPassword }, async ({ req, body }) => {
  await limitRequest(req, { scope: "reset-password", ...LIMITS.resetPassword });
  await resetPassword(body);
  return { ok: true, data: { email: body.email } };
});
