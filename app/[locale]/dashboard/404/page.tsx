import { getTranslations } from "next-intl/server";
import { ErrorScreen } from "@/components/ui/error-screen";

export default async function Dashboard404Page() {
  const t = await getTranslations("Errors");
  return (
    <ErrorScreen
      title={t("notFoundTitle")}
      text={t("notFoundText")}
      actionLabel={t("goToDashboard")}
      href="/dashboard"
    />
  );
}
