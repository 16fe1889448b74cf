import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LoginForm } from "@/components/auth/login-form";
import { safeReturnTo } from "@/lib/auth/return-to";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/auth/jwt/login">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: "Metadata" });
  return { title: t("loginTitle") };
}

export default async function LoginPage({ params, searchParams }: PageProps<"/[locale]/auth/jwt/login">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const { returnTo } = await searchParams;
  const prefix = locale === "en" ? "" : `/${locale}`;
  const target = typeof returnTo === "string" ? safeReturnTo(returnTo) : `${prefix}/dashboard/app`;
  return <LoginForm returnTo={target} />;
}
