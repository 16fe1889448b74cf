import { getTranslations } from "next-intl/server";
import { ErrorScreen } from "@/components/ui/error-screen";

export default async function Dashboard403Page() {
  const t = await getTranslations("Errors");
  return (
    <ErrorScreen
      title={t("forbiddenTitle")}
      text={t("forbiddenText")}
      actionLabel={t("goToDashboard")}
      href="/dashboard"
    />
  );
}
