// Name of the httpOnly cookie that carries the access token. Kept apart from
// session.ts so that middleware.ts can read it without server-only imports.
export const SESSION_COOKIE = "cs_session";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

// Secure everywhere in production except plain-HTTP loopback (the local demo
// and the e2e run), where browsers would drop a Secure cookie on some engines.
export function sessionCookieOptions(requestUrl: string, maxAgeSeconds: number) {
  const { hostname } = new URL(requestUrl);
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    secure: process.env.NODE_ENV === "production" && !LOOPBACK.has(hostname),
    path: "/",
    maxAge: maxAgeSeconds,
  };
}
