import { ClockingHistoryView } from "@/components/dashboard/clocking/clocking-views";
import { requireScreen } from "@/lib/server/require-session";

export default async function ClockingHistoryPage() {
  await requireScreen("clockingHistory");
  return <ClockingHistoryView />;
}
