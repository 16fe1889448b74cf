import { NextResponse } from "next/server";
import { AppError } from "@/lib/api/errors";
import { route } from "@/lib/api/handler";
import { authOperations } from "@/lib/api/operations/auth";
import { isFromAnotherSite } from "@/lib/api/origin";
import { cookieName, cookieOptions, SESSION_COOKIE } from "@/lib/auth/cookie";
import { verifyAccessToken } from "@/lib/auth/jwt";
import { tokenFromRequest } from "@/lib/auth/session";
import { endSession } from "@/lib/server/auth/sessions";

// POST /api/auth/logout – end this session on the server and clear its cookie.
// Works with an expired token too. Another site cannot sign a visitor out:
// its form would carry its own Origin, and even without the cookie being sent
// the answer's Set-Cookie would clear it.
export const POST = route(authOperations.logout, async ({ req }) => {
  if (isFromAnotherSite(req)) throw new AppError("FORBIDDEN", "This request did not come from this site.");
  const found = tokenFromRequest(req);
  const claims = found ? await verifyAccessToken(found.token) : null;
  if (claims) await endSession(claims.sid);
  const response = NextResponse.json({ ok: true });
  response.cookies.set(cookieName(SESSION_COOKIE), "", cookieOptions(0));
  return response;
});
