import { notFound } from "next/navigation";
import { JobFinaliseView } from "@/components/dashboard/jobs/job-finalise-view";
import { firstData } from "@/lib/server/first-data";
import { getJob } from "@/lib/server/jobs/get-job";
import { requireScreen } from "@/lib/server/require-session";

export default async function JobFinalisePage({ searchParams }: PageProps<"/[locale]/dashboard/job/finalise">) {
  const session = await requireScreen("job");
  const { jobId } = await searchParams;
  if (typeof jobId !== "string" || !/^[0-9a-f-]{36}$/i.test(jobId)) notFound();
  // The job comes with the page (lib/server/first-data.ts): the sign-off
  // happens on site, on a phone, often on a slow connection.
  const job = await firstData("the job", () => getJob({ actor: session, id: jobId }));
  return (
    <JobFinaliseView
      jobId={jobId}
      actor={{ id: session.id, role: session.role, name: `${session.firstName} ${session.lastName}` }}
      initialJob={job}
    />
  );
}
