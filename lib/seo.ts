import type { Metadata } from "next";
import { languageTag } from "@/lib/i18n/locales";
import { routing, type Locale } from "@/lib/i18n/routing";

// The public address of the site, for canonical URLs, hreflang and the
// sitemap (build-time configuration).
export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");

export function localizedPath(locale: Locale, path: string): string {
  const prefix = locale === routing.defaultLocale ? "" : `/${locale}`;
  return prefix + (path === "/" ? "" : path) || "/";
}

// The inverse: a path without its language prefix, and that language. An
// English path may carry /en (the form the middleware rewrites it to).
export function unlocalizedPath(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split("/");
  const locale = routing.locales.find((code) => code === first);
  if (!locale) return { locale: routing.defaultLocale, path: pathname || "/" };
  return { locale, path: `/${rest.join("/")}` };
}

export function localizedUrl(locale: Locale, path: string): string {
  return SITE_URL + localizedPath(locale, path);
}

// hreflang alternates for every language plus x-default (English).
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(routing.locales.map((locale) => [languageTag(locale), localizedUrl(locale, path)])),
    "x-default": localizedUrl(routing.defaultLocale, path),
  };
}

export const OG_IMAGE_SIZE = { width: 1200, height: 630 };

// The share images made for service and county pages (opengraph-image.tsx
// beside those pages). Next names a metadata route inside a route group,
// here (public), after a hash of its folder; seo-og-image.test.ts checks these names
// against Next's own function.
const OG_IMAGE_ROUTES = [
  { page: /^\/services\/[^/]+$/, name: "opengraph-image-1ffaab" },
  { page: /^\/locations\/[^/]+$/, name: "opengraph-image-q6kiwm" },
];

export function ogImagePath(locale: Locale, path: string): string | undefined {
  const route = OG_IMAGE_ROUTES.find(({ page }) => page.test(path));
  return route && `${localizedPath(locale, path)}/${route.name}`;
}

type PublicMetadataOptions = { locale: Locale; path: string; title: string; description: string };

// Title, description, canonical URL, hreflang alternates and Open Graph for a
// public page; Next repeats the Open Graph title, description and image as
// the Twitter card (summary_large_image when there is an image).
// The share image is named here rather than left to Next's file convention,
// which gives one alt text for every language (generateImageMetadata could
// vary it, but then the images are no longer made at build time) and puts
// English images under /en, which the middleware redirects.
export function publicMetadata({ locale, path, title, description }: PublicMetadataOptions): Metadata {
  const url = localizedUrl(locale, path);
  const image = ogImagePath(locale, path);
  return {
    metadataBase: new URL(SITE_URL),
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      title,
      description,
      url,
      type: "website",
      locale: languageTag(locale).replace("-", "_"),
      // The image carries the page's title: that is its text alternative.
      ...(image && { images: [{ url: image, ...OG_IMAGE_SIZE, type: "image/png", alt: title }] }),
    },
  };
}
