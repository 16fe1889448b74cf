import { getLocale, getTranslations } from "next-intl/server";
import { PROVINCES } from "@/lib/content/counties";
import type { Locale } from "@/lib/i18n/routing";
import { localizedPath } from "@/lib/seo";
import englishLocations from "@/messages/locations/en.json";
import { CountySearch } from "./county-search";

// The county search with its texts, names and links in the page's language,
// and each county's English name, which visitors may type whatever the page's
// language. A server component: the English content stays on the server.
export async function AreasSearch() {
  const t = await getTranslations("AreasPage");
  const names = await getTranslations("LocationContent");
  const locale = (await getLocale()) as Locale;
  const provinces = PROVINCES.map((province) => ({
    slug: province.slug,
    label: t(`provinces.${province.slug}`),
    counties: province.counties.map((county) => ({
      slug: county,
      name: names(`${county}.name` as never) as string,
      englishName: englishLocations[county].name,
      href: localizedPath(locale, `/locations/${county}`),
    })),
  }));
  return <CountySearch label={t("searchLabel")} notFound={t("notFound")} provinces={provinces} />;
}
