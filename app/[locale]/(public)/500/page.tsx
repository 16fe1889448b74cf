import { getTranslations, setRequestLocale } from "next-intl/server";
import { ErrorScreen } from "@/components/ui/error-screen";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata() {
  return { title: (await getTranslations("Errors"))("serverErrorTitle"), robots: { index: false } };
}

export default async function ServerErrorPage({ params }: PageProps<"/[locale]/500">) {
  setRequestLocale((await params).locale as Locale);
  const t = await getTranslations("Errors");
  return <ErrorScreen title={t("serverErrorTitle")} text={t("serverErrorText")} actionLabel={t("goHome")} href="/" />;
}
