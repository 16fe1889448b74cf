import { notFound } from "next/navigation";
import { TimesheetDetailView } from "@/components/dashboard/timesheets/timesheet-detail-view";
import { requireScreen } from "@/lib/server/require-session";

export default async function TimesheetEditPage({ params }: PageProps<"/[locale]/dashboard/timesheet/[id]/edit">) {
  const session = await requireScreen("timesheet");
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  return <TimesheetDetailView id={id} actor={{ id: session.id, role: session.role }} />;
}
