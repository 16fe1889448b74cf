import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { db } from "@/lib/server/db";
import { cookieName, readCookie, SESSION_COOKIE } from "./cookie";
import { verifyAccessToken } from "./jwt";
import type { Role } from "./roles";

export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  companyId: string | null;
  locale: string;
  // The server-side session this token belongs to (logout ends it).
  sessionId: string;
  // When the access token (and its cookie) expires, in seconds since 1970.
  tokenExpiresAt: number;
};

export type TokenSource = "bearer" | "cookie";

// The token may come as `Authorization: Bearer` (spec §6) or in the cookie.
export function tokenFromRequest(req: Request): { token: string; source: TokenSource } | null {
  const header = req.headers.get("authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (match?.[1]) return { token: match[1], source: "bearer" };
  const value = readCookie(req, cookieName(SESSION_COOKIE));
  return value ? { token: value, source: "cookie" } : null;
}

// A valid signature is not enough: the session must still exist (logout
// deletes it), the user must be active, and the token must carry the current
// token version, so a role change, a ban or a password change takes effect on
// the very next request. One query reads the session with its user.
export async function sessionFromToken(token: string): Promise<SessionUser | null> {
  const claims = await verifyAccessToken(token);
  if (!claims) return null;
  const session = await db.session.findUnique({
    where: { id: claims.sid },
    select: {
      expiresAt: true,
      user: {
        select: {
          id: true,
          email: true,
          firstName: true,
          lastName: true,
          role: true,
          status: true,
          tokenVersion: true,
          companyId: true,
          locale: true,
        },
      },
    },
  });
  const user = session?.user;
  if (!session || session.expiresAt.getTime() <= Date.now()) return null;
  if (!user || user.id !== claims.sub || user.status !== "active" || user.tokenVersion !== claims.ver) return null;
  const { status: _status, tokenVersion: _version, ...rest } = user;
  return { ...rest, sessionId: claims.sid, tokenExpiresAt: claims.exp };
}

// For server components and layouts; read once per request however many
// layouts and pages ask.
export const getServerSession = cache(async (): Promise<SessionUser | null> => {
  const token = (await cookies()).get(cookieName(SESSION_COOKIE))?.value;
  return token ? sessionFromToken(token) : null;
});
