import { connection } from "next/server";
import { setRequestLocale } from "next-intl/server";
import { MuiRegion } from "@/components/providers/mui-region";
import { AuthSplitLayout } from "@/components/auth/auth-split-layout";
import type { Locale } from "@/lib/i18n/routing";

export default async function AuthLayout({ children, params }: LayoutProps<"/[locale]/auth/jwt">) {
  // Rendered per request, never pre-rendered: the page's scripts carry the
  // nonce of that request's Content-Security-Policy (middleware.ts).
  await connection();
  setRequestLocale((await params).locale as Locale);
  return (
    <MuiRegion scope="auth">
      <AuthSplitLayout>{children}</AuthSplitLayout>
    </MuiRegion>
  );
}
