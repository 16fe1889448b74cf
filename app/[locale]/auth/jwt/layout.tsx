import { setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/providers/client-messages";
import { ThemeRegistry } from "@/components/providers/theme-registry";
import { AuthSplitLayout } from "@/components/auth/auth-split-layout";
import type { Locale } from "@/lib/i18n/routing";

export default async function AuthLayout({ children, params }: LayoutProps<"/[locale]/auth/jwt">) {
  setRequestLocale((await params).locale as Locale);
  return (
    <ClientMessages scope="auth">
      <ThemeRegistry>
        <AuthSplitLayout>{children}</AuthSplitLayout>
      </ThemeRegistry>
    </ClientMessages>
  );
}
