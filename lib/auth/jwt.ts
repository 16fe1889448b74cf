import { SignJWT, jwtVerify } from "jose";
import { getEnv } from "@/lib/env";
import { isRole, type Role } from "./roles";

// Access tokens are HS256 JWTs carrying the user id (sub), role, token
// version (ver), session id (sid) and expiry (exp, seconds). This module has
// no Node-only imports so that middleware.ts can use it too; the session and
// the token version are checked against the database by lib/auth/session.ts.

export type AccessTokenClaims = { sub: string; role: Role; ver: number; sid: string; exp: number };

const ALGORITHM = "HS256";

function key(): Uint8Array {
  return new TextEncoder().encode(getEnv().AUTH_SECRET);
}

export async function signAccessToken(
  user: { id: string; role: Role; tokenVersion: number },
  sessionId: string,
  expiresAt: number,
): Promise<string> {
  return new SignJWT({ role: user.role, ver: user.tokenVersion, sid: sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(key());
}

// Tokens whose signature was checked, with their claims. Checking an HS256
// signature is cheap, but WebCrypto does it on the thread pool: under load
// each signed-in request then waits behind every other request's work (over
// 10 clients, most of its server time). The claims of the exact same token
// string cannot change, so a token is verified once; its expiry is compared
// with the clock on every use, and the session and token version are still
// read from the database on every request (session.ts), so a sign-out or a
// ban takes effect at once. Bounded, oldest first out; only valid tokens get
// in (the secret is read once per process, lib/env.ts).
const VERIFIED_LIMIT = 1000;
const verified = new Map<string, AccessTokenClaims>();

function verifiedClaims(token: string): AccessTokenClaims | undefined {
  const claims = verified.get(token);
  if (claims && claims.exp * 1000 > Date.now()) return claims;
  if (claims) verified.delete(token);
  return undefined;
}

function rememberVerified(token: string, claims: AccessTokenClaims) {
  if (verified.size >= VERIFIED_LIMIT) {
    const oldest = verified.keys().next().value;
    if (oldest !== undefined) verified.delete(oldest);
  }
  verified.set(token, claims);
}

export async function verifyAccessToken(token: string): Promise<AccessTokenClaims | null> {
  const known = verifiedClaims(token);
  if (known) return { ...known };
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: [ALGORITHM] });
    const { sub, role, ver, sid, exp } = payload;
    if (
      typeof sub !== "string" ||
      !isRole(role) ||
      typeof ver !== "number" ||
      typeof sid !== "string" ||
      typeof exp !== "number"
    ) {
      return null;
    }
    rememberVerified(token, { sub, role, ver, sid, exp });
    return { sub, role, ver, sid, exp };
  } catch {
    return null;
  }
}
