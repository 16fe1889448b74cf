import { NextResponse } from "next/server";
import { z } from "zod";
import { route } from "@/lib/api/handler";
import { SESSION_COOKIE, sessionCookieOptions } from "@/lib/auth/cookie";
import { getPathname } from "@/lib/i18n/navigation";
import { routing } from "@/lib/i18n/routing";

const ZQuery = z.object({ locale: z.enum(routing.locales).catch(routing.defaultLocale) });

// GET /api/auth/session-ended – clear a cookie the server no longer accepts and go to login.
// A token can be well signed and unexpired yet refused (account banned, password
// changed): the middleware would keep sending its holder from the login page
// to the dashboard and back, so the cookie has to go.
export const GET = route({ auth: "public", query: ZQuery }, async ({ req, query }) => {
  const login = new URL(getPathname({ href: "/auth/jwt/login", locale: query.locale }), req.url);
  const response = NextResponse.redirect(login, 303);
  response.cookies.set(SESSION_COOKIE, "", sessionCookieOptions(req.url, 0));
  return response;
});
