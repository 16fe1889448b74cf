import { setRequestLocale } from "next-intl/server";
import { ThemeRegistry } from "@/components/providers/theme-registry";
import { SiteShell } from "@/components/public/site-shell";
import type { Locale } from "@/lib/i18n/routing";

// The showcase sits in the public site's header and footer, like any page the team will build.
export default async function ComponentsLayout({ children, params }: LayoutProps<"/[locale]/components">) {
  setRequestLocale((await params).locale as Locale);
  return (
    <SiteShell messages="showcase">
      <ThemeRegistry>{children}</ThemeRegistry>
    </SiteShell>
  );
}
