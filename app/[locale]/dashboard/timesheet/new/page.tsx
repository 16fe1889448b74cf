import { TimesheetNewView } from "@/components/dashboard/timesheets/timesheet-form";
import { requireScreen } from "@/lib/server/require-session";

export default async function TimesheetNewPage() {
  const session = await requireScreen("timesheet");
  return <TimesheetNewView actor={{ id: session.id, role: session.role }} />;
}
