import { route } from "@/lib/api/handler";
import { userOperations } from "@/lib/api/operations/users";
import { csvDownload } from "@/lib/server/csv";
import { exportUsers } from "@/lib/server/users/export-users";

// GET /api/user/export – the users of the list's filter as a CSV download
export const GET = route(userOperations.exportUsers, async ({ session, query }) => {
  const { rows, totalRecords, fileName } = await exportUsers({ actor: session, query });
  const response = csvDownload(rows, fileName);
  // How many matched: more than the rows when the export was capped.
  response.headers.set("X-Total-Records", String(totalRecords));
  return response;
});
