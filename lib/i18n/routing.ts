import { defineRouting } from "next-intl/routing";

// English has no prefix, so the spec's paths work as written (/about,
// /dashboard/job/list); the other languages live under /fr, /vi, /cn, /ar.
export const routing = defineRouting({
  locales: ["en", "fr", "vi", "cn", "ar"],
  defaultLocale: "en",
  localePrefix: "as-needed",
});

export type Locale = (typeof routing.locales)[number];
