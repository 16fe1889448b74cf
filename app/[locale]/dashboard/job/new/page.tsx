import { JobNewView } from "@/components/dashboard/jobs/job-form";
import { requireScreen } from "@/lib/server/require-session";

// The office creates jobs; a client requests one. Cleaners do neither (spec §6).
export default async function JobNewPage() {
  const session = await requireScreen("jobEdit");
  return <JobNewView actor={{ id: session.id, role: session.role }} />;
}
