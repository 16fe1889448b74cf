import type { Metadata } from "next";
import type { ReactNode } from "react";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { TokenExpiryWatcher } from "@/components/dashboard/token-expiry-watcher";
import { QueryProvider } from "@/components/providers/query-provider";
import { requireSession } from "@/lib/server/require-session";

// The page title is empty on dashboard paths (spec §2).
export const metadata: Metadata = { title: { absolute: "" } };

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const session = await requireSession();
  return (
    <QueryProvider>
      <DashboardShell user={{ firstName: session.firstName, lastName: session.lastName, role: session.role }}>
        {children}
      </DashboardShell>
      <TokenExpiryWatcher expiresAt={session.tokenExpiresAt} />
    </QueryProvider>
  );
}
