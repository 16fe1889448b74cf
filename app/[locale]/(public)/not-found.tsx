import { getTranslations } from "next-intl/server";
import { ErrorScreen } from "@/components/ui/error-screen";

// The public 404 (an unknown path, service or county), inside the public
// layout's header and footer.
export default async function PublicNotFound() {
  const t = await getTranslations("Errors");
  return <ErrorScreen title={t("notFoundTitle")} text={t("notFoundText")} actionLabel={t("goHome")} href="/" />;
}
