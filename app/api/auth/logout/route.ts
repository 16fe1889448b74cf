import { NextResponse } from "next/server";
import { route } from "@/lib/api/handler";
import { authOperations } from "@/lib/api/operations/auth";
import { SESSION_COOKIE, sessionCookieOptions } from "@/lib/auth/cookie";

// POST /api/auth/logout – clear the session cookie (works even with an expired token)
export const POST = route(authOperations.logout, async ({ req }) => {
  const response = NextResponse.json({ ok: true });
  response.cookies.set(SESSION_COOKIE, "", sessionCookieOptions(req.url, 0));
  return response;
});
