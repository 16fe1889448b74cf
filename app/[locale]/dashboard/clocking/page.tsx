import { ClockingView } from "@/components/dashboard/clocking/clocking-views";
import { requireScreen } from "@/lib/server/require-session";

export default async function ClockingPage() {
  const session = await requireScreen("clocking");
  return <ClockingView actor={{ id: session.id, role: session.role }} />;
}
