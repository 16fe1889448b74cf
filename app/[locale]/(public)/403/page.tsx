import { getTranslations, setRequestLocale } from "next-intl/server";
import { ErrorScreen } from "@/components/ui/error-screen";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata() {
  return { title: (await getTranslations("Errors"))("forbiddenTitle"), robots: { index: false } };
}

export default async function ForbiddenPage({ params }: PageProps<"/[locale]/403">) {
  setRequestLocale((await params).locale as Locale);
  const t = await getTranslations("Errors");
  return <ErrorScreen title={t("forbiddenTitle")} text={t("forbiddenText")} actionLabel={t("goHome")} href="/" />;
}
