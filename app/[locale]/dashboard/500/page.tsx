import { getTranslations } from "next-intl/server";
import { ErrorScreen } from "@/components/ui/error-screen";

export default async function Dashboard500Page() {
  const t = await getTranslations("Errors");
  return (
    <ErrorScreen
      title={t("serverErrorTitle")}
      text={t("serverErrorText")}
      actionLabel={t("goToDashboard")}
      href="/dashboard"
    />
  );
}
