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

type PublicMetadataOptions = { locale: Locale; path: string; title: string; description: string };

// Title, description, canonical URL, hreflang alternates and Open Graph for a public page.
export function publicMetadata({ locale, path, title, description }: PublicMetadataOptions): Metadata {
  const url = localizedUrl(locale, path);
  return {
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: { title, description, url, type: "website", locale: languageTag(locale).replace("-", "_") },
  };
}
