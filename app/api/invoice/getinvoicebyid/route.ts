import { route } from "@/lib/api/handler";
import { invoiceOperations } from "@/lib/api/operations/invoices";
import { getInvoiceById } from "@/lib/server/invoices/get-invoice";

// GET /api/invoice/getInvoiceById?id= – one invoice (a client: one addressed to them)
export const GET = route(invoiceOperations.getInvoiceById, async ({ session, query }) =>
  getInvoiceById({ actor: session, id: query.id }),
);
