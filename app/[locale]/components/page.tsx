import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ShowcaseView } from "@/components/showcase/showcase-view";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/components">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: "Showcase.meta" });
  return { title: t("title"), description: t("description") };
}

export default async function ComponentsPage({ params }: PageProps<"/[locale]/components">) {
  setRequestLocale((await params).locale as Locale);
  return <ShowcaseView />;
}
