import { getEnv } from "@/lib/env";

// Names and options of the cookies the server sets. Kept apart from
// session.ts so that middleware.ts can read them without server-only imports.

// The access token (httpOnly), and the device cookie that marks a browser
// that has signed in to an account before (lib/server/auth/device-cookie.ts).
export const SESSION_COOKIE = "cs_session";
export const DEVICE_COOKIE = "cs_device";

// Whether the site is served over https, by its configured public origin
// (APP_URL): the request's own URL is http://localhost behind `next start`.
export function isSecureSite(): boolean {
  return getEnv().APP_ORIGIN.startsWith("https:");
}

// On https the cookies are Secure and carry the __Host- prefix, which
// browsers accept only from a secure origin, for path /, without a Domain:
// no subdomain and no plain-http page can set or overwrite them.
export function cookieName(base: typeof SESSION_COOKIE | typeof DEVICE_COOKIE): string {
  return isSecureSite() ? `__Host-${base}` : base;
}

export function cookieOptions(maxAgeSeconds: number) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    secure: isSecureSite(),
    path: "/",
    maxAge: maxAgeSeconds,
  };
}

// A cookie's value from a request's Cookie header, or null. A value that is
// not valid percent-encoding (`cs_session=%E0%A4%A`) is treated as absent:
// a broken cookie is no session, never a 500.
export function readCookie(req: Request, name: string): string | null {
  const raw = req.headers
    .get("cookie")
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
