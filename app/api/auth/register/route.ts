import { route } from "@/lib/api/handler";
import { requestLocale } from "@/lib/api/request-locale";
import { LIMITS, limitRequest } from "@/lib/server/rate-limit";
import { registerUser } from "@/lib/server/users/register-user";
import { authOperations } from "@/lib/api/operations/auth";

// POST /api/auth/register – create an account; visitors may only create a (pending) Client
export const POST = route(authOperations.register, async ({ req, session, body }) => {
  await limitRequest(req, { scope: "register", ...LIMITS.register });
  return registerUser({ actor: session, input: body, locale: requestLocale(req) });
});
