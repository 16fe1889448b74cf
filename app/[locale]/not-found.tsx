import { getTranslations } from "next-intl/server";
import { ErrorScreen } from "@/components/ui/error-screen";

// A 404 outside the public pages (a malformed id in a dashboard address).
// No site header and footer here: this boundary's content travels in the
// payload of every page of the locale, so it stays this small; the public
// pages' 404 is app/[locale]/(public)/not-found.tsx, inside their layout.
export default async function NotFound() {
  const t = await getTranslations("Errors");
  return <ErrorScreen title={t("notFoundTitle")} text={t("notFoundText")} actionLabel={t("goHome")} href="/" />;
}
