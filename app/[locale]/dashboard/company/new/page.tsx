import { CompanyNewView } from "@/components/dashboard/companies/company-views";
import { requireScreen } from "@/lib/server/require-session";

export default async function CompanyNewPage() {
  await requireScreen("companyManage");
  return <CompanyNewView />;
}
