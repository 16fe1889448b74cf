import "server-only";
import { cookies } from "next/headers";
import { db } from "@/lib/server/db";
import { SESSION_COOKIE } from "./cookie";
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
  // When the access token (and its cookie) expires, in seconds since 1970.
  tokenExpiresAt: number;
};

export type TokenSource = "bearer" | "cookie";

// The token may come as `Authorization: Bearer` (spec §6) or in the cookie.
export function tokenFromRequest(req: Request): { token: string; source: TokenSource } | null {
  const header = req.headers.get("authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (match?.[1]) return { token: match[1], source: "bearer" };
  const cookie = req.headers.get("cookie");
  const value = cookie
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  return value ? { token: decodeURIComponent(value), source: "cookie" } : null;
}

// A valid signature is not enough: the user must still exist, be active, and
// the token must carry the current token version, so a role change, a ban or a
// password change by an administrator takes effect on the very next request.
export async function sessionFromToken(token: string): Promise<SessionUser | null> {
  const claims = await verifyAccessToken(token);
  if (!claims) return null;
  const user = await db.user.findUnique({
    where: { id: claims.sub },
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
  });
  if (!user || user.status !== "active" || user.tokenVersion !== claims.ver) return null;
  const { status: _status, tokenVersion: _version, ...session } = user;
  return { ...session, tokenExpiresAt: claims.exp };
}

// For server components and layouts.
export async function getServerSession(): Promise<SessionUser | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return token ? sessionFromToken(token) : null;
}
