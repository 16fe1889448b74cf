import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { RegisterForm } from "@/components/auth/register-form";
import { DEFAULT_RETURN_TO } from "@/lib/auth/return-to";
import type { Locale } from "@/lib/i18n/routing";
import { localizedPath } from "@/lib/seo";
import { redirectSignedIn } from "@/lib/server/require-session";

export async function generateMetadata({ params }: PageProps<"/[locale]/auth/jwt/register">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: "Metadata" });
  return { title: t("registerTitle") };
}

export default async function RegisterPage({ params }: PageProps<"/[locale]/auth/jwt/register">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await redirectSignedIn(localizedPath(locale, DEFAULT_RETURN_TO));
  return <RegisterForm />;
}
