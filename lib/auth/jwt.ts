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

export async function verifyAccessToken(token: string): Promise<AccessTokenClaims | null> {
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
    return { sub, role, ver, sid, exp };
  } catch {
    return null;
  }
}
