import { ScreenPlaceholder } from "@/components/dashboard/screen-placeholder";
import { requireScreen } from "@/lib/server/require-session";

export default async function CompanyNewPage() {
  await requireScreen("companyManage");
  return <ScreenPlaceholder titleKey="companyNew" />;
}
