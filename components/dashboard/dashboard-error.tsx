import { getTranslations } from "next-intl/server";
import { ErrorScreen } from "@/components/ui/error-screen";

export type DashboardErrorKind = "forbidden" | "notFound" | "serverError";

// The dashboard's 403, 404 and 500 pages (spec §2).
export async function DashboardError({ kind }: { kind: DashboardErrorKind }) {
  const t = await getTranslations("Errors");
  return (
    <ErrorScreen title={t(`${kind}Title`)} text={t(`${kind}Text`)} actionLabel={t("goToDashboard")} href="/dashboard" />
  );
}
