import { TimesheetListView } from "@/components/dashboard/timesheets/timesheet-list-view";
import { requireScreen } from "@/lib/server/require-session";

export default async function TimesheetPage() {
  const session = await requireScreen("timesheet");
  return <TimesheetListView actor={{ id: session.id, role: session.role }} />;
}
