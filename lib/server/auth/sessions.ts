import "server-only";
import { randomBytes } from "node:crypto";
import type { Role } from "@/lib/auth/roles";
import { signAccessToken } from "@/lib/auth/jwt";
import { getEnv } from "@/lib/env";
import { db } from "@/lib/server/db";

export type IssuedToken = { token: string; exp: number };

// Starts a session (one device's sign-in) and signs its access token. The
// token and its session expire together, as does the cookie carrying it.
export async function startSession(
  user: { id: string; role: Role; tokenVersion: number },
  ttlSeconds: number = getEnv().AUTH_TOKEN_TTL_SECONDS,
): Promise<IssuedToken> {
  const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
  const session = await db.session.create({
    data: { id: randomBytes(18).toString("base64url"), userId: user.id, expiresAt: new Date(exp * 1000) },
    select: { id: true },
  });
  return { token: await signAccessToken(user, session.id, exp), exp };
}

// Ends one session: its token stops working at once, other devices stay signed in.
export async function endSession(sessionId: string): Promise<void> {
  await db.session.deleteMany({ where: { id: sessionId } });
}
