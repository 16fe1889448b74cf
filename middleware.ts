import createIntlMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse } from "next/server";
import { cookieName, SESSION_COOKIE } from "@/lib/auth/cookie";
import { verifyAccessToken } from "@/lib/auth/jwt";
import { REQUEST_PATH_HEADER } from "@/lib/auth/return-to";
import { getEnv } from "@/lib/env";
import { routing } from "@/lib/i18n/routing";
import { contentSecurityPolicy, frameOrigins } from "./security-headers.mjs";

const intl = createIntlMiddleware(routing);

const LOGIN_PATH = "/auth/jwt/login";

export default async function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;

  const { prefix, path } = splitLocale(pathname);

  // County pages answer to any case (/locations/Dublin); each has one address.
  if (/^\/locations\/[^/]*[A-Z]/.test(path)) {
    return NextResponse.redirect(publicUrl(prefix + path.toLowerCase() + search), 308);
  }

  const isDashboard = isUnder(path, "/dashboard");
  // Optimistic check only (the signature): every page and API call verifies
  // the session again against the database. Sending signed-in users away from
  // the login page is the login page's job, for the same reason: a token can
  // be well signed and yet ended (logout, ban), and only the server knows.
  if (isDashboard) {
    const token = req.cookies.get(cookieName(SESSION_COOKIE))?.value;
    if (!token || !(await verifyAccessToken(token))) {
      const login = publicUrl(prefix + LOGIN_PATH);
      login.searchParams.set("returnTo", pathname + search);
      return NextResponse.redirect(login);
    }
  }

  if (!isDashboard && !isUnder(path, "/auth")) return onPublicOrigin(intl(req));

  // Dashboard and auth pages are rendered per request: their scripts carry a
  // fresh nonce, and only those run (security-headers.mjs). Next reads the
  // nonce from the request's Content-Security-Policy header; the page's path
  // goes along so that a page finding the session ended can send the user to
  // login and back here (lib/server/require-session.ts).
  const csp = contentSecurityPolicy({
    isProduction: process.env.NODE_ENV === "production",
    frameOrigins: frameOrigins(),
    nonce: newNonce(),
  });
  const headers = new Headers(req.headers);
  headers.set("content-security-policy", csp);
  headers.set(REQUEST_PATH_HEADER, pathname + search);
  const response = onPublicOrigin(intl(new NextRequest(req, { headers })));
  response.headers.set("content-security-policy", csp);
  return response;
}

function isUnder(path: string, root: string): boolean {
  return path === root || path.startsWith(`${root}/`);
}

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes));
}

// Behind `next start` a request's URL is http://localhost:PORT whatever the
// visitor typed, and Host is the caller's to choose: redirects go to the
// configured public origin (APP_URL), so a proxy in front or a forged Host
// never decides where a visitor is sent.
function publicUrl(pathAndQuery: string): URL {
  return new URL(pathAndQuery, getEnv().APP_ORIGIN);
}

function onPublicOrigin(response: NextResponse): NextResponse {
  const location = response.headers.get("location");
  if (location) {
    const target = new URL(location, getEnv().APP_ORIGIN);
    response.headers.set("location", publicUrl(target.pathname + target.search + target.hash).toString());
  }
  return response;
}

function splitLocale(pathname: string): { prefix: string; path: string } {
  const [, first, ...rest] = pathname.split("/");
  if (first && first !== routing.defaultLocale && (routing.locales as readonly string[]).includes(first)) {
    return { prefix: `/${first}`, path: `/${rest.join("/")}`.replace(/\/$/, "") || "/" };
  }
  return { prefix: "", path: pathname.replace(/\/$/, "") || "/" };
}

export const config = {
  // Pages only: not Next's own files, static files with an extension, or the
  // API (whose calls check their session themselves, and whose mixed-case
  // paths scripts/server.ts folds: lib/server/net/api-path.ts).
  matcher: ["/((?!api/|api$|_next|_vercel|.*\\..*).*)"],
};
