import { OverviewView } from "@/components/dashboard/overview/overview-view";
import { requireScreen } from "@/lib/server/require-session";

export default async function AppOverviewPage() {
  const session = await requireScreen("app");
  return <OverviewView actor={{ id: session.id, role: session.role, firstName: session.firstName }} />;
}
