import { notFound } from "next/navigation";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ThemeRegistry } from "@/components/providers/theme-registry";
import { BackOfficeFlag } from "@/components/ui/back-office-flag";
import { directionOf, htmlLang } from "@/lib/i18n/locales";
import { routing } from "@/lib/i18n/routing";

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

// lang and dir are rendered on the server, so Arabic is right-to-left from the first byte.
export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const direction = directionOf(locale);
  return (
    <html lang={htmlLang(locale)} dir={direction}>
      <body>
        {/* No messages here: each part of the site gives its client components their own (ClientMessages). */}
        <NextIntlClientProvider messages={{}}>
          <ThemeRegistry direction={direction}>{children}</ThemeRegistry>
          <BackOfficeFlag />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
