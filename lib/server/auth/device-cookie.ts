import "server-only";
import { randomUUID } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { cookieName, DEVICE_COOKIE, readCookie } from "@/lib/auth/cookie";
import { getEnv } from "@/lib/env";

// Device cookies (OWASP, "Slow brute-force attack protection with device
// cookies"): a browser that has signed in to an account gets a signed cookie
// naming that account. Wrong passwords from strangers then lock strangers
// out of the account, not its owner: the owner's known browser is counted on
// its own (LIMITS.login.failuresPerDevice).

const AUDIENCE = "login-device";
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const key = () => new TextEncoder().encode(getEnv().AUTH_SECRET);

export async function issueDeviceToken(email: string): Promise<string> {
  return new SignJWT({ did: randomUUID() })
    .setProtectedHeader({ alg: "HS256", typ: "device" })
    .setSubject(email.toLowerCase())
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_COOKIE_MAX_AGE_SECONDS}s`)
    .sign(key());
}

// The id of this browser if it carries a valid device cookie for `email`.
export async function knownDeviceId(req: Request, email: string): Promise<string | null> {
  const token = readCookie(req, cookieName(DEVICE_COOKIE));
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: ["HS256"], audience: AUDIENCE });
    return payload.sub === email.toLowerCase() && typeof payload.did === "string" ? payload.did : null;
  } catch {
    return null;
  }
}
