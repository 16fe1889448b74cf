import { ScreenPlaceholder } from "@/components/dashboard/screen-placeholder";
import { requireScreen } from "@/lib/server/require-session";

export default async function ClockingPage() {
  await requireScreen("clocking");
  return <ScreenPlaceholder titleKey="clockingList" />;
}
