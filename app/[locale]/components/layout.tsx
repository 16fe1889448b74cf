import { setRequestLocale } from "next-intl/server";
import { MuiRegion } from "@/components/providers/mui-region";
import { SiteShell } from "@/components/public/site-shell";
import type { Locale } from "@/lib/i18n/routing";

// The showcase sits in the public site's header and footer, like any page the team will build.
export default async function ComponentsLayout({ children, params }: LayoutProps<"/[locale]/components">) {
  setRequestLocale((await params).locale as Locale);
  return (
    <SiteShell>
      <MuiRegion scope="showcase">{children}</MuiRegion>
    </SiteShell>
  );
}
