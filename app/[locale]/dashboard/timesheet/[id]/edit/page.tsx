import { ScreenPlaceholder } from "@/components/dashboard/screen-placeholder";
import { requireScreen } from "@/lib/server/require-session";

export default async function TimesheetIdEditPage() {
  await requireScreen("timesheet");
  return <ScreenPlaceholder titleKey="timesheetEdit" />;
}
