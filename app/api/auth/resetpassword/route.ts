import { route } from "@/lib/api/handler";
import { resetPassword } from "@/lib/server/auth/reset-password";
import { LIMITS, limitRequest } from "@/lib/server/rate-limit";
import { authOperations } from "@/lib/api/operations/auth";

// POST /api/auth/resetPassword – set a new password with the token from the e-mail
export const POST = route(authOperations.resetPassword, async ({ req, body }) => {
  await limitRequest(req, { scope: "reset-password", ...LIMITS.resetPassword });
  await resetPassword(body);
  return { ok: true, data: { email: body.email } };
});
