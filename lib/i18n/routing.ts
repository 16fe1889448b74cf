import { defineRouting } from "next-intl/routing";

// Remembers a visitor's language; the language picker sets it before it
// navigates, so an unprefixed (English) address is not sent back to the old language.
export const LOCALE_COOKIE = "NEXT_LOCALE";
// Kept for a year, as the theme settings are: a language chosen once is the
// next visit's too (spec §4). A preference the visitor set, like those, so
// not a cookie the consent banner asks about.
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

// English has no prefix, so the spec's paths work as written (/about,
// /dashboard/job/list); the other languages live under /fr, /vi, /cn, /ar.
export const routing = defineRouting({
  locales: ["en", "fr", "vi", "cn", "ar"],
  defaultLocale: "en",
  localePrefix: "as-needed",
  // Pages carry their own hreflang links with BCP 47 tags (zh-Hans, not the
  // product's `cn`); next-intl's Link header would repeat them with `cn`.
  alternateLinks: false,
  localeCookie: { name: LOCALE_COOKIE, sameSite: "lax", maxAge: LOCALE_COOKIE_MAX_AGE },
});

export type Locale = (typeof routing.locales)[number];
