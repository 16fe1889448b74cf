import { getLocale } from "next-intl/server";
import type { ComponentProps } from "react";
import type { Locale } from "@/lib/i18n/routing";
import { localizedPath } from "@/lib/seo";

// A plain link to a page of the site in the current language. Pages are
// pre-rendered, so following it loads static HTML; unlike the router's Link
// it costs the browser no JavaScript, which matters for the fifty-odd links
// in the header, cards and footer of every public page.
export async function StaticLink({ href, ...props }: Omit<ComponentProps<"a">, "href"> & { href: string }) {
  const locale = (await getLocale()) as Locale;
  return <a href={localizedPath(locale, href)} {...props} />;
}
