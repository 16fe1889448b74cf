import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ConfirmEmailForm } from "@/components/auth/confirm-email-form";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/auth/jwt/confirm-email">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: "Metadata" });
  return { title: t("confirmTitle") };
}

// The registration mail's link (lib/server/auth/confirm-email.ts).
export default async function ConfirmEmailPage({
  params,
  searchParams,
}: PageProps<"/[locale]/auth/jwt/confirm-email">) {
  setRequestLocale((await params).locale as Locale);
  const { token } = await searchParams;
  return <ConfirmEmailForm token={typeof token === "string" ? token : ""} />;
}
