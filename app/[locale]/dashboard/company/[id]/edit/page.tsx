import { notFound } from "next/navigation";
import { CompanyProfileView } from "@/components/dashboard/companies/company-views";
import { getCompanyById } from "@/lib/server/companies/get-company";
import { firstData } from "@/lib/server/first-data";
import { requireScreen } from "@/lib/server/require-session";

export default async function CompanyEditPage({ params }: PageProps<"/[locale]/dashboard/company/[id]/edit">) {
  const session = await requireScreen("companyManage");
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  // The company comes with the page (lib/server/first-data.ts), its form filled at first paint.
  const initial = await firstData("the company", () => getCompanyById({ actor: session, id }));
  return <CompanyProfileView id={id} isOffice initial={initial} />;
}
