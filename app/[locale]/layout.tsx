import "@fontsource/inter/400.css";
import "@fontsource/inter/500.css";
import "@fontsource/inter/600.css";
import "@fontsource/inter/700.css";
import "@fontsource/noto-sans-arabic/400.css";
import "@fontsource/noto-sans-arabic/600.css";
import "@fontsource/noto-sans-arabic/700.css";
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
        <NextIntlClientProvider>
          <ThemeRegistry direction={direction}>{children}</ThemeRegistry>
          <BackOfficeFlag />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
