import type { MetadataRoute } from "next";
import { routing } from "@/lib/i18n/routing";
import { SITE_URL } from "@/lib/seo";

// The back office and the API are not for search engines.
export default function robots(): MetadataRoute.Robots {
  const prefixes = [
    "",
    ...routing.locales.filter((locale) => locale !== routing.defaultLocale).map((locale) => `/${locale}`),
  ];
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/api/", ...prefixes.flatMap((prefix) => [`${prefix}/dashboard`, `${prefix}/auth`])],
    },
    sitemap: `${SITE_URL}/sitemap.xml`,
  };
}
