import { NextResponse } from "next/server";
import { route } from "@/lib/api/handler";
import { authOperations } from "@/lib/api/operations/auth";
import { cookieName, cookieOptions, SESSION_COOKIE } from "@/lib/auth/cookie";
import { changePassword } from "@/lib/server/auth/change-password";
import { startSession } from "@/lib/server/auth/sessions";
import { LIMITS, limitRequest } from "@/lib/server/rate-limit";

// POST /api/auth/changePassword – change your own password; other sessions end, this one gets a new token
export const POST = route(authOperations.changePassword, async ({ req, session, body }) => {
  await limitRequest(req, {
    scope: "change-password",
    perIp: LIMITS.changePassword.perIp,
    perAccount: { ...LIMITS.changePassword.perAccount, account: session.email },
  });
  const user = await changePassword({ actor: session, input: body });
  const { token, exp } = await startSession(user);
  const response = NextResponse.json({ accessToken: token, expiresAt: exp });
  response.cookies.set(cookieName(SESSION_COOKIE), token, cookieOptions(exp - Math.floor(Date.now() / 1000)));
  return response;
});
