import createIntlMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { verifyAccessToken } from "@/lib/auth/jwt";
import { DEFAULT_RETURN_TO, safeReturnTo } from "@/lib/auth/return-to";
import { routing } from "@/lib/i18n/routing";

const intl = createIntlMiddleware(routing);

const LOGIN_PATH = "/auth/jwt/login";
// Signed-in users have nothing to do on these pages and are sent on.
const GUEST_ONLY = new Set([LOGIN_PATH, "/auth/jwt/register"]);

export default async function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;

  // The spec's API paths mix cases (/Enquiry/CreateEnquiry, enquiry/createenquiry):
  // route handlers live at lower-case paths, so rewrite to those.
  if (/^\/api(\/|$)/i.test(pathname)) {
    const lower = pathname.toLowerCase();
    return lower === pathname ? NextResponse.next() : NextResponse.rewrite(new URL(lower + search, req.url));
  }

  const { prefix, path } = splitLocale(pathname);

  // County pages answer to any case (/locations/Dublin); each has one address.
  if (/^\/locations\/[^/]*[A-Z]/.test(path)) {
    return NextResponse.redirect(new URL(prefix + path.toLowerCase() + search, req.url), 308);
  }
  // Optimistic check only: every page and API call verifies the user again.
  const token = req.cookies.get(SESSION_COOKIE)?.value;
  const isSignedIn = token ? (await verifyAccessToken(token)) !== null : false;

  if ((path === "/dashboard" || path.startsWith("/dashboard/")) && !isSignedIn) {
    const login = new URL(prefix + LOGIN_PATH, req.url);
    login.searchParams.set("returnTo", pathname + search);
    return NextResponse.redirect(login);
  }
  if (GUEST_ONLY.has(path) && isSignedIn) {
    const returnTo = req.nextUrl.searchParams.get("returnTo");
    const target = returnTo ? safeReturnTo(returnTo) : prefix + DEFAULT_RETURN_TO;
    return NextResponse.redirect(new URL(target, req.url));
  }
  return intl(req);
}

function splitLocale(pathname: string): { prefix: string; path: string } {
  const [, first, ...rest] = pathname.split("/");
  if (first && first !== routing.defaultLocale && (routing.locales as readonly string[]).includes(first)) {
    return { prefix: `/${first}`, path: `/${rest.join("/")}`.replace(/\/$/, "") || "/" };
  }
  return { prefix: "", path: pathname.replace(/\/$/, "") || "/" };
}

export const config = {
  // Everything but Next's own files and static files with an extension.
  matcher: ["/((?!_next|_vercel|.*\\..*).*)", "/api/:path*"],
};
