import { defineRouting } from "next-intl/routing";

// Remembers a visitor's language; the language picker sets it before it
// navigates, so an unprefixed (English) address is not sent back to the old language.
export const LOCALE_COOKIE = "NEXT_LOCALE";

// English has no prefix, so the spec's paths work as written (/about,
// /dashboard/job/list); the other languages live under /fr, /vi, /cn, /ar.
export const routing = defineRouting({
  locales: ["en", "fr", "vi", "cn", "ar"],
  defaultLocale: "en",
  localePrefix: "as-needed",
  // Pages carry their own hreflang links with BCP 47 tags (zh-Hans, not the
  // product's `cn`); next-intl's Link header would repeat them with `cn`.
  alternateLinks: false,
  localeCookie: { name: LOCALE_COOKIE, sameSite: "lax" },
});

export type Locale = (typeof routing.locales)[number];
