import { notFound } from "next/navigation";
import { CompanyProfileView } from "@/components/dashboard/companies/company-views";
import { requireScreen } from "@/lib/server/require-session";

export default async function CompanyEditPage({ params }: PageProps<"/[locale]/dashboard/company/[id]/edit">) {
  await requireScreen("companyManage");
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  return <CompanyProfileView id={id} isOffice />;
}
