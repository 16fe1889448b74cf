import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/auth/jwt/reset-password">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: "Metadata" });
  return { title: t("resetTitle") };
}

export default async function ResetPasswordPage({
  params,
  searchParams,
}: PageProps<"/[locale]/auth/jwt/reset-password">) {
  setRequestLocale((await params).locale as Locale);
  const { email, token, invite } = await searchParams;
  return (
    <ResetPasswordForm
      email={typeof email === "string" ? email : ""}
      token={typeof token === "string" ? token : ""}
      // The office's invitation to a new client (a converted enquiry) uses the same page.
      isInvitation={invite === "1"}
    />
  );
}
