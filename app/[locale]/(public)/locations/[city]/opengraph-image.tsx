import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { renderOgImage } from "@/components/public/og/og-image";
import { COUNTIES, findCounty } from "@/lib/content/counties";
import { routing, type Locale } from "@/lib/i18n/routing";
import { OG_IMAGE_SIZE } from "@/lib/seo";

// The share image of a county page, one per county and language, made at
// build time. Its address and alt text go into the page's metadata from
// lib/seo.ts (ogImagePath).

export const size = OG_IMAGE_SIZE;
export const contentType = "image/png";
export const dynamicParams = false;

// A route handler gets no parameters from the layouts above it: every
// language and county is listed here.
export function generateStaticParams() {
  return routing.locales.flatMap((locale) => COUNTIES.map((city) => ({ locale, city })));
}

export default async function Image({ params }: { params: Promise<{ locale: string; city: string }> }) {
  const { locale, city } = await params;
  const county = findCounty(city);
  if (!county) notFound();
  const brand = await getTranslations({ locale: locale as Locale, namespace: "Brand" });
  const page = await getTranslations({ locale: locale as Locale, namespace: "LocationPage" });
  const content = await getTranslations({ locale: locale as Locale, namespace: "LocationContent" });
  const name = content(`${county}.name` as never) as string;
  return renderOgImage({
    locale: locale as Locale,
    kind: "county",
    brand: brand("name"),
    title: name,
    subtitle: page("title", { county: name }),
    tagline: brand("tagline"),
  });
}
