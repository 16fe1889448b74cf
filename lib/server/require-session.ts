import "server-only";
import { headers } from "next/headers";
import { redirect as redirectTo } from "next/navigation";
import { getLocale } from "next-intl/server";
import { getServerSession, type SessionUser } from "@/lib/auth/session";
import { SCREEN_ROLES, type Screen } from "@/lib/auth/permissions";
import { REQUEST_PATH_HEADER } from "@/lib/auth/return-to";
import type { Role } from "@/lib/auth/roles";
import { redirect } from "@/lib/i18n/navigation";

// Server pages check the session again (the middleware's check is only
// optimistic): without a live session the visitor goes to login, and back
// here after it; users whose role may not see the page go to 403.
export async function requireSession(roles?: readonly Role[]): Promise<SessionUser> {
  const locale = await getLocale();
  const session = await getServerSession();
  if (!session) {
    const returnTo = (await headers()).get(REQUEST_PATH_HEADER);
    return redirect({ href: { pathname: "/auth/jwt/login", query: returnTo ? { returnTo } : {} }, locale });
  }
  if (roles && !roles.includes(session.role)) return redirect({ href: "/dashboard/403", locale });
  return session;
}

// The guard of a dashboard screen, by the permission table.
export async function requireScreen(screen: Screen): Promise<SessionUser> {
  return requireSession(SCREEN_ROLES[screen]);
}

// Login and register are for visitors: a signed-in user (checked against the
// database, not only the token's signature) goes on to where they were going.
// `target` is a full path on this site (safeReturnTo), language prefix included.
export async function redirectSignedIn(target: string): Promise<void> {
  if (await getServerSession()) redirectTo(target);
}
