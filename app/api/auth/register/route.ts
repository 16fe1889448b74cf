import { route } from "@/lib/api/handler";
import { authOperations } from "@/lib/api/operations/auth";
import { requestLocale } from "@/lib/api/request-locale";
import { LIMITS, limitRequest } from "@/lib/server/rate-limit";
import { registerUser } from "@/lib/server/users/register-user";

// POST /api/auth/register – create an account; visitors may only create a (pending) Client,
// and get the same answer whether or not the address already has an account
export const POST = route(authOperations.register, async ({ req, session, body }) => {
  await limitRequest(req, {
    scope: "register",
    perIp: LIMITS.register.perIp,
    // Each registration may e-mail the address: a few an hour at most.
    perAccount: { ...LIMITS.register.perAccount, account: body.email },
  });
  return registerUser({ actor: session, input: body, locale: requestLocale(req) });
});
