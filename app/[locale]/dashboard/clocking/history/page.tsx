import { ScreenPlaceholder } from "@/components/dashboard/screen-placeholder";
import { requireScreen } from "@/lib/server/require-session";

export default async function ClockingHistoryPage() {
  await requireScreen("clockingHistory");
  return <ScreenPlaceholder titleKey="clockingHistory" />;
}
