import { SignJWT, jwtVerify } from "jose";
import { getEnv } from "@/lib/env";
import { isRole, type Role } from "./roles";

// Access tokens are HS256 JWTs carrying the user id (sub), role, token
// version (ver) and expiry (exp, seconds). This module has no Node-only
// imports so that middleware.ts can use it too.

export type AccessTokenClaims = { sub: string; role: Role; ver: number; exp: number };

const ALGORITHM = "HS256";

function key(): Uint8Array {
  return new TextEncoder().encode(getEnv().AUTH_SECRET);
}

export async function signAccessToken(
  user: { id: string; role: Role; tokenVersion: number },
  ttlSeconds: number = getEnv().AUTH_TOKEN_TTL_SECONDS,
): Promise<{ token: string; exp: number }> {
  const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
  const token = await new SignJWT({ role: user.role, ver: user.tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(key());
  return { token, exp };
}

export async function verifyAccessToken(token: string): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: [ALGORITHM] });
    const { sub, role, ver, exp } = payload;
    if (typeof sub !== "string" || !isRole(role) || typeof ver !== "number" || typeof exp !== "number") {
      return null;
    }
    return { sub, role, ver, exp };
  } catch {
    return null;
  }
}
