import { ScreenPlaceholder } from "@/components/dashboard/screen-placeholder";
import { requireScreen } from "@/lib/server/require-session";

export default async function CompanyPage() {
  await requireScreen("company");
  return <ScreenPlaceholder titleKey="companyProfile" />;
}
