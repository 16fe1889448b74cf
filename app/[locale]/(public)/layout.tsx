import { setRequestLocale } from "next-intl/server";
import { SiteShell } from "@/components/public/site-shell";
import type { Locale } from "@/lib/i18n/routing";

export default async function PublicLayout({ children, params }: LayoutProps<"/[locale]">) {
  // Every layout sets the locale too, so the pages can be pre-rendered.
  setRequestLocale((await params).locale as Locale);
  return <SiteShell>{children}</SiteShell>;
}
