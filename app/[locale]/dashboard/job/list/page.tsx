import { JobListView } from "@/components/dashboard/jobs/job-list-view";
import { requireScreen } from "@/lib/server/require-session";

export default async function JobListPage() {
  const session = await requireScreen("job");
  return <JobListView actor={{ id: session.id, role: session.role }} />;
}
