import { NextResponse } from "next/server";
import { route } from "@/lib/api/handler";
import { authOperations } from "@/lib/api/operations/auth";
import { SESSION_COOKIE, sessionCookieOptions } from "@/lib/auth/cookie";
import { signAccessToken } from "@/lib/auth/jwt";
import { changePassword } from "@/lib/server/auth/change-password";
import { LIMITS, limitRequest } from "@/lib/server/rate-limit";

// POST /api/auth/changePassword – change your own password; other sessions end, this one gets a new token
export const POST = route(authOperations.changePassword, async ({ req, session, body }) => {
  await limitRequest(req, {
    scope: "change-password",
    perIp: LIMITS.login.perIp,
    perAccount: { ...LIMITS.login.failuresPerAccount, account: session.email },
  });
  const user = await changePassword({ actor: session, input: body });
  const { token, exp } = await signAccessToken(user);
  const response = NextResponse.json({ accessToken: token, expiresAt: exp });
  response.cookies.set(SESSION_COOKIE, token, sessionCookieOptions(req.url, exp - Math.floor(Date.now() / 1000)));
  return response;
});
