import { CompanyListView, CompanyProfileView } from "@/components/dashboard/companies/company-views";
import { canSee } from "@/lib/auth/permissions";
import { getCompanyById } from "@/lib/server/companies/get-company";
import { firstData } from "@/lib/server/first-data";
import { requireScreen } from "@/lib/server/require-session";

// /dashboard/company: the office's list of companies; a client's own company profile.
export default async function CompanyPage() {
  const session = await requireScreen("company");
  if (canSee(session.role, "companyManage")) return <CompanyListView />;
  const isCleaner = session.role === "Cleaner";
  const id = session.companyId;
  // A client's profile comes with the page (lib/server/first-data.ts), its form
  // filled at first paint. A cleaner may not read a company (403): nothing to read.
  const initial =
    id && !isCleaner ? await firstData("the company", () => getCompanyById({ actor: session, id })) : undefined;
  return <CompanyProfileView id={id} isOffice={false} isCleaner={isCleaner} initial={initial} />;
}
