import { ScreenPlaceholder } from "@/components/dashboard/screen-placeholder";
import { requireScreen } from "@/lib/server/require-session";

export default async function ClockingIdPage() {
  await requireScreen("clocking");
  return <ScreenPlaceholder titleKey="clockingDetails" />;
}
