import type { MetadataRoute } from "next";
import { COUNTIES } from "@/lib/content/counties";
import { SERVICES } from "@/lib/content/services";
import { routing } from "@/lib/i18n/routing";
import { languageAlternates, localizedUrl } from "@/lib/seo";

// Every public page in every language, each with its alternates.
export const PUBLIC_PATHS = [
  "/",
  "/about",
  "/contact",
  "/services",
  ...SERVICES.map((service) => `/services/${service.slug}`),
  "/areascovered",
  "/career",
  "/franchise",
  "/locate",
  "/terms-and-conditions",
  ...COUNTIES.map((county) => `/locations/${county}`),
];

export default function sitemap(): MetadataRoute.Sitemap {
  return PUBLIC_PATHS.flatMap((path) =>
    routing.locales.map((locale) => ({
      url: localizedUrl(locale, path),
      changeFrequency: "monthly" as const,
      priority: path === "/" ? 1 : 0.7,
      alternates: { languages: languageAlternates(path) },
    })),
  );
}
