import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PageIntro } from "@/components/public/page-intro";
import { ServiceCards } from "@/components/public/service-cards";
import { SERVICES } from "@/lib/content/services";
import type { Locale } from "@/lib/i18n/routing";
import { publicMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/services">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "ServicesPage" });
  return publicMetadata({ locale, path: "/services", title: t("metaTitle"), description: t("metaDescription") });
}

export default async function ServicesPage({ params }: PageProps<"/[locale]/services">) {
  setRequestLocale((await params).locale as Locale);
  const t = await getTranslations("ServicesPage");
  return (
    <PageIntro title={t("title")} intro={t("intro")}>
      <ServiceCards services={SERVICES} headingLevel="h2" />
    </PageIntro>
  );
}
