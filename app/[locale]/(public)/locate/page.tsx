import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PageIntro } from "@/components/public/page-intro";
import { OfficeFinder } from "@/components/public/office-finder";
import type { Locale } from "@/lib/i18n/routing";
import { publicMetadata } from "@/lib/seo";
import { MuiRegion } from "@/components/providers/mui-region";

export async function generateMetadata({ params }: PageProps<"/[locale]/locate">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Locate" });
  return publicMetadata({ locale, path: "/locate", title: t("title"), description: t("metaDescription") });
}

export default async function LocatePage({ params }: PageProps<"/[locale]/locate">) {
  setRequestLocale((await params).locale as Locale);
  const t = await getTranslations("Locate");
  return (
    <MuiRegion>
      <PageIntro title={t("title")} intro={t("intro")}>
        <OfficeFinder />
      </PageIntro>
    </MuiRegion>
  );
}
