import { notFound } from "next/navigation";
import { JobDetailView } from "@/components/dashboard/jobs/job-detail-view";
import { requireScreen } from "@/lib/server/require-session";

export default async function JobDetailPage({ params }: PageProps<"/[locale]/dashboard/job/[id]">) {
  const session = await requireScreen("job");
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  return <JobDetailView id={id} actor={{ id: session.id, role: session.role }} />;
}
