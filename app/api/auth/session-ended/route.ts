import { NextResponse } from "next/server";
import { route } from "@/lib/api/handler";
import { authOperations } from "@/lib/api/operations/auth";
import { SESSION_COOKIE, sessionCookieOptions } from "@/lib/auth/cookie";
import { getPathname } from "@/lib/i18n/navigation";

// GET /api/auth/session-ended – clear a cookie the server no longer accepts and go to login.
// A token can be well signed and unexpired yet refused (account banned, password
// changed): the middleware would keep sending its holder from the login page
// to the dashboard and back, so the cookie has to go.
export const GET = route(authOperations.sessionEnded, async ({ req, query }) => {
  const login = new URL(getPathname({ href: "/auth/jwt/login", locale: query.locale }), req.url);
  const response = NextResponse.redirect(login, 303);
  response.cookies.set(SESSION_COOKIE, "", sessionCookieOptions(req.url, 0));
  return response;
});
