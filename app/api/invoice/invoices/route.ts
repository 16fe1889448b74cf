import { route } from "@/lib/api/handler";
import { invoiceOperations } from "@/lib/api/operations/invoices";
import { listInvoices } from "@/lib/server/invoices/list-invoices";

// POST /api/invoice/invoices – one page of invoices, newest first: { data, totalRecords }
export const POST = route(invoiceOperations.listInvoices, async ({ session, body }) =>
  listInvoices({ actor: session, filter: body }),
);
