import { route } from "@/lib/api/handler";
import { invoiceOperations } from "@/lib/api/operations/invoices";
import { csvDownload } from "@/lib/server/csv";
import { exportInvoices } from "@/lib/server/invoices/export-invoices";

// GET /api/invoice/export – the invoices of the list's filter as a CSV download for the accountant
export const GET = route(invoiceOperations.exportInvoices, async ({ session, query }) => {
  const { rows, totalRecords, fileName } = await exportInvoices({ actor: session, query });
  const response = csvDownload(rows, fileName);
  // How many matched: more than the rows when the export was capped.
  response.headers.set("X-Total-Records", String(totalRecords));
  return response;
});
