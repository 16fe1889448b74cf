import { route } from "@/lib/api/handler";
import { authOperations } from "@/lib/api/operations/auth";
import { confirmEmail } from "@/lib/server/auth/confirm-email";
import { LIMITS, limitRequest } from "@/lib/server/rate-limit";

// POST /api/auth/confirmEmail – the registration mail's link: the address is the registrant's
export const POST = route(authOperations.confirmEmail, async ({ req, body }) => {
  await limitRequest(req, { scope: "confirm-email", ...LIMITS.resetPassword });
  await confirmEmail(body);
  return { ok: true };
});
