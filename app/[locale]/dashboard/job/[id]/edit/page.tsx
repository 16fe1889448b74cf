import { notFound } from "next/navigation";
import { JobEditView } from "@/components/dashboard/jobs/job-form";
import { requireScreen } from "@/lib/server/require-session";

export default async function JobEditPage({ params }: PageProps<"/[locale]/dashboard/job/[id]/edit">) {
  const session = await requireScreen("jobEdit");
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  return <JobEditView id={id} actor={{ id: session.id, role: session.role }} />;
}
