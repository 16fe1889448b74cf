import type { Metadata } from "next";
import { cookies } from "next/headers";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { readSettingsCookie, SETTINGS_COOKIE } from "@/components/dashboard/shell/settings-cookie";
import { TokenExpiryWatcher } from "@/components/dashboard/token-expiry-watcher";
import { QueryProvider } from "@/components/providers/query-provider";
import { MuiRegion } from "@/components/providers/mui-region";
import { directionOf } from "@/lib/i18n/locales";
import type { Locale } from "@/lib/i18n/routing";
import { requireSession } from "@/lib/server/require-session";

// The page title is empty on dashboard paths (spec §2).
export const metadata: Metadata = { title: { absolute: "" } };

export default async function DashboardLayout({ children, params }: LayoutProps<"/[locale]/dashboard">) {
  const session = await requireSession();
  const { locale } = await params;
  // The first paint in the user's chosen mode (no light flash for dark mode).
  const serverSettings = readSettingsCookie((await cookies()).get(SETTINGS_COOKIE)?.value);
  const user = { firstName: session.firstName, lastName: session.lastName, email: session.email, role: session.role };
  return (
    <MuiRegion scope="dashboard">
      <QueryProvider>
        <DashboardShell user={user} localeDirection={directionOf(locale as Locale)} serverSettings={serverSettings}>
          {children}
        </DashboardShell>
        <TokenExpiryWatcher expiresAt={session.tokenExpiresAt} />
      </QueryProvider>
    </MuiRegion>
  );
}
