import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/auth/jwt/forgot-password">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: "Metadata" });
  return { title: t("forgotTitle") };
}

export default async function ForgotPasswordPage({ params }: PageProps<"/[locale]/auth/jwt/forgot-password">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <ForgotPasswordForm resetPagePath={getPathname({ href: "/auth/jwt/reset-password", locale })} />;
}
