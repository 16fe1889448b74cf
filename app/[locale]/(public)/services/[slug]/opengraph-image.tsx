import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { renderOgImage } from "@/components/public/og/og-image";
import { findService, SERVICES } from "@/lib/content/services";
import { routing, type Locale } from "@/lib/i18n/routing";
import { OG_IMAGE_SIZE } from "@/lib/seo";

// The share image of a service page, one per service and language, made at
// build time. Its address and alt text go into the page's metadata from
// lib/seo.ts (ogImagePath).

export const size = OG_IMAGE_SIZE;
export const contentType = "image/png";
export const dynamicParams = false;

// A route handler gets no parameters from the layouts above it: every
// language and service is listed here.
export function generateStaticParams() {
  return routing.locales.flatMap((locale) => SERVICES.map((service) => ({ locale, slug: service.slug })));
}

export default async function Image({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  const service = findService(slug);
  if (!service) notFound();
  const brand = await getTranslations({ locale: locale as Locale, namespace: "Brand" });
  const t = await getTranslations({ locale: locale as Locale, namespace: "ServiceContent" });
  return renderOgImage({
    locale: locale as Locale,
    kind: "service",
    brand: brand("name"),
    title: t(`${service.slug}.title` as never),
    subtitle: t(`${service.slug}.summary` as never),
    tagline: brand("tagline"),
  });
}
