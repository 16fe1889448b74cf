import { getTranslations } from "next-intl/server";
import { ErrorScreen } from "@/components/ui/error-screen";
import { SiteShell } from "@/components/public/site-shell";

export default async function NotFound() {
  const t = await getTranslations("Errors");
  return (
    <SiteShell>
      <ErrorScreen title={t("notFoundTitle")} text={t("notFoundText")} actionLabel={t("goHome")} href="/" />
    </SiteShell>
  );
}
