import { NextResponse } from "next/server";
import { AppError } from "@/lib/api/errors";
import { route } from "@/lib/api/handler";
import { SESSION_COOKIE, sessionCookieOptions } from "@/lib/auth/cookie";
import { signAccessToken } from "@/lib/auth/jwt";
import { authenticateUser } from "@/lib/server/users/authenticate-user";
import { assertFailuresUnderLimit, LIMITS, limitRequest, recordFailure } from "@/lib/server/rate-limit";
import { authOperations } from "@/lib/api/operations/auth";

// POST /api/auth/login – sign in; answers { accessToken, user } and sets the session cookie
export const POST = route(authOperations.login, async ({ req, body }) => {
  await limitRequest(req, { scope: "login", perIp: LIMITS.login.perIp });
  const accountKey = `login:failures:${body.username}`;
  await assertFailuresUnderLimit(accountKey, LIMITS.login.failuresPerAccount);
  const { tokenVersion, ...user } = await authenticateUser({ email: body.username, password: body.password }).catch(
    async (error: unknown) => {
      // Only wrong passwords count towards the account's limit.
      if (error instanceof AppError && error.code === "UNAUTHORIZED")
        await recordFailure(accountKey, LIMITS.login.failuresPerAccount);
      throw error;
    },
  );
  const { token, exp } = await signAccessToken({ id: user.id, role: user.role, tokenVersion });
  const response = NextResponse.json({ accessToken: token, expiresAt: exp, user });
  // The cookie and the token expire together.
  response.cookies.set(SESSION_COOKIE, token, sessionCookieOptions(req.url, exp - Math.floor(Date.now() / 1000)));
  return response;
});
