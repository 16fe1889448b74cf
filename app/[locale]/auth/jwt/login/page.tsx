import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LoginForm } from "@/components/auth/login-form";
import { DEFAULT_RETURN_TO, safeReturnTo } from "@/lib/auth/return-to";
import type { Locale } from "@/lib/i18n/routing";
import { localizedPath } from "@/lib/seo";
import { redirectSignedIn } from "@/lib/server/require-session";

export async function generateMetadata({ params }: PageProps<"/[locale]/auth/jwt/login">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: "Metadata" });
  return { title: t("loginTitle") };
}

// An authenticated user opening login goes to returnTo (spec §2); the
// dashboard root of their language by default.
export default async function LoginPage({ params, searchParams }: PageProps<"/[locale]/auth/jwt/login">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { returnTo } = await searchParams;
  const target = typeof returnTo === "string" ? safeReturnTo(returnTo) : localizedPath(locale, DEFAULT_RETURN_TO);
  await redirectSignedIn(target);
  return <LoginForm returnTo={target} />;
}
