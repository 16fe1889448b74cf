import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PageIntro } from "@/components/public/page-intro";
import { AreasSearch } from "@/components/public/areas-search";
import type { Locale } from "@/lib/i18n/routing";
import { publicMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/blog">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Blog" });
  const metadata = publicMetadata({ locale, path: "/blog", title: t("metaTitle"), description: t("metaDescription") });
  // The blog shows the areas-covered content (spec §2); that page is the one to index.
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      canonical: metadata.alternates?.canonical?.toString().replace(/\/blog$/, "/areascovered"),
    },
  };
}

export default async function BlogPage({ params }: PageProps<"/[locale]/blog">) {
  setRequestLocale((await params).locale as Locale);
  const t = await getTranslations("AreasPage");
  return (
    <PageIntro title={t("title")} intro={t("intro")}>
      <AreasSearch />
    </PageIntro>
  );
}
