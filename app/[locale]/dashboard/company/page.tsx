import { CompanyListView, CompanyProfileView } from "@/components/dashboard/companies/company-views";
import { canSee } from "@/lib/auth/permissions";
import { requireScreen } from "@/lib/server/require-session";

// /dashboard/company: the office's list of companies; a client's own company profile.
export default async function CompanyPage() {
  const session = await requireScreen("company");
  if (canSee(session.role, "companyManage")) return <CompanyListView />;
  return <CompanyProfileView id={session.companyId} isOffice={false} isCleaner={session.role === "Cleaner"} />;
}
