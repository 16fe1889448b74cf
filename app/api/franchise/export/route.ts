import { route } from "@/lib/api/handler";
import { franchiseOperations } from "@/lib/api/operations/franchises";
import { csvDownload } from "@/lib/server/csv";
import { exportFranchiseEnquiries } from "@/lib/server/franchises/export-franchise-enquiries";

// GET /api/franchise/export – the franchise requests of the list's filter as a CSV download
export const GET = route(franchiseOperations.exportFranchiseEnquiries, async ({ session, query }) => {
  const { rows, totalRecords, fileName } = await exportFranchiseEnquiries({ actor: session, query });
  const response = csvDownload(rows, fileName);
  // How many matched: more than the rows when the export was capped.
  response.headers.set("X-Total-Records", String(totalRecords));
  return response;
});
