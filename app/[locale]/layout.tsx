import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ThemeVariables } from "@/components/providers/theme-variables";
import { BackOfficeFlag } from "@/components/ui/back-office-flag";
import { directionOf, htmlLang } from "@/lib/i18n/locales";
import { routing } from "@/lib/i18n/routing";
import "../base.css";

// Only the five locales exist; anything else in the first segment is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  const brand = (
    await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : "en", namespace: "Brand" })
  )("name");
  // Every public page title ends in the brand name (spec §2).
  return { title: { template: `%s | ${brand}`, default: brand } };
}

// lang and dir are rendered on the server, so Arabic is right-to-left from the
// first byte. No MUI here: the theme's variables and base styles are static
// CSS, and MUI is mounted by the parts that use it (ThemeRegistry).
export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const direction = directionOf(locale);
  return (
    <html lang={htmlLang(locale)} dir={direction}>
      <head>
        <ThemeVariables direction={direction} />
      </head>
      <body>
        {/* No next-intl client provider here: each part of the site gives its
            client components their own texts (MuiRegion, DeferredIntlProvider). */}
        {children}
        <BackOfficeFlag />
      </body>
    </html>
  );
}
