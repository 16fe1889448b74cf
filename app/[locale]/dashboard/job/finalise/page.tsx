import { notFound } from "next/navigation";
import { JobFinaliseView } from "@/components/dashboard/jobs/job-finalise-view";
import { requireScreen } from "@/lib/server/require-session";

export default async function JobFinalisePage({ searchParams }: PageProps<"/[locale]/dashboard/job/finalise">) {
  const session = await requireScreen("job");
  const { jobId } = await searchParams;
  if (typeof jobId !== "string" || !/^[0-9a-f-]{36}$/i.test(jobId)) notFound();
  return (
    <JobFinaliseView
      jobId={jobId}
      actor={{ id: session.id, role: session.role, name: `${session.firstName} ${session.lastName}` }}
    />
  );
}
