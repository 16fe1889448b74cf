import { NextResponse } from "next/server";
import { AppError } from "@/lib/api/errors";
import { route } from "@/lib/api/handler";
import { authOperations } from "@/lib/api/operations/auth";
import { cookieName, cookieOptions, DEVICE_COOKIE, SESSION_COOKIE } from "@/lib/auth/cookie";
import { DEVICE_COOKIE_MAX_AGE_SECONDS, issueDeviceToken } from "@/lib/server/auth/device-cookie";
import { throttleLogin } from "@/lib/server/auth/login-throttle";
import { startSession } from "@/lib/server/auth/sessions";
import { authenticateUser } from "@/lib/server/users/authenticate-user";

// POST /api/auth/login – sign in; answers { accessToken, user } and sets the session cookie
export const POST = route(authOperations.login, async ({ req, body }) => {
  const throttle = await throttleLogin(req, body.username);
  const { tokenVersion, ...user } = await authenticateUser({ email: body.username, password: body.password }).catch(
    async (error: unknown) => {
      // Only wrong passwords count towards the account's limits.
      if (error instanceof AppError && error.code === "UNAUTHORIZED") await throttle.recordWrongPassword();
      throw error;
    },
  );
  const { token, exp } = await startSession({ id: user.id, role: user.role, tokenVersion });
  const response = NextResponse.json({ accessToken: token, expiresAt: exp, user });
  // The cookie and the token expire together.
  response.cookies.set(cookieName(SESSION_COOKIE), token, cookieOptions(exp - Math.floor(Date.now() / 1000)));
  // This browser is now known to the account (a fresh id at each sign-in).
  response.cookies.set(
    cookieName(DEVICE_COOKIE),
    await issueDeviceToken(user.email),
    cookieOptions(DEVICE_COOKIE_MAX_AGE_SECONDS),
  );
  return response;
});
