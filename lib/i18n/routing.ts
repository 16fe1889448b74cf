import { defineRouting } from "next-intl/routing";

// English has no prefix, so the spec's paths work as written (/about,
// /dashboard/job/list); the other languages live under /fr, /vi, /cn, /ar.
export const routing = defineRouting({
  locales: ["en", "fr", "vi", "cn", "ar"],
  defaultLocale: "en",
  localePrefix: "as-needed",
  // Pages carry their own hreflang links with BCP 47 tags (zh-Hans, not the
  // product's `cn`); next-intl's Link header would repeat them with `cn`.
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];
