import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PageIntro } from "@/components/public/page-intro";
import { AreasSearch } from "@/components/public/areas-search";
import type { Locale } from "@/lib/i18n/routing";
import { publicMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/areascovered">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "AreasPage" });
  return publicMetadata({ locale, path: "/areascovered", title: t("title"), description: t("metaDescription") });
}

export default async function AreasCoveredPage({ params }: PageProps<"/[locale]/areascovered">) {
  setRequestLocale((await params).locale as Locale);
  const t = await getTranslations("AreasPage");
  return (
    <PageIntro title={t("title")} intro={t("intro")}>
      <AreasSearch />
    </PageIntro>
  );
}
