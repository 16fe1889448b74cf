import "server-only";
import { redirect as nextRedirect } from "next/navigation";
import { getLocale } from "next-intl/server";
import { getServerSession, type SessionUser } from "@/lib/auth/session";
import { SCREEN_ROLES, type Screen } from "@/lib/auth/permissions";
import type { Role } from "@/lib/auth/roles";
import { redirect } from "@/lib/i18n/navigation";

// Server pages check the session again (the middleware's check is only
// optimistic) and send users whose role may not see the page to 403.
export async function requireSession(roles?: readonly Role[]): Promise<SessionUser> {
  const locale = await getLocale();
  const session = await getServerSession();
  if (!session) return nextRedirect(`/api/auth/session-ended?locale=${locale}`);
  if (roles && !roles.includes(session.role)) return redirect({ href: "/dashboard/403", locale });
  return session;
}

// The guard of a dashboard screen, by the permission table.
export async function requireScreen(screen: Screen): Promise<SessionUser> {
  return requireSession(SCREEN_ROLES[screen]);
}
