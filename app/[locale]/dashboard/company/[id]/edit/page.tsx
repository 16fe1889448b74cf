import { ScreenPlaceholder } from "@/components/dashboard/screen-placeholder";
import { requireScreen } from "@/lib/server/require-session";

export default async function CompanyIdEditPage() {
  await requireScreen("companyManage");
  return <ScreenPlaceholder titleKey="companyEdit" />;
}
