import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { exportTimesheets } from "@/lib/server/timesheets/export-timesheets";

// GET /api/timesheet/export – timesheets overlapping startDate..endDate as a CSV download
export const GET = route(schedulingOperations.exportTimesheets, async ({ session, query }) => {
  const { csv, filename } = await exportTimesheets({ actor: session, query });
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename=${filename}`,
      "cache-control": "no-store",
    },
  });
});
