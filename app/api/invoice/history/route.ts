import { route } from "@/lib/api/handler";
import { invoiceOperations } from "@/lib/api/operations/invoices";
import { invoiceHistory } from "@/lib/server/invoices/invoice-events";

// GET /api/invoice/history?id= – what happened to an invoice, oldest first, for the office: { data }
export const GET = route(invoiceOperations.invoiceHistory, async ({ session, query }) => ({
  data: await invoiceHistory({ actor: session, id: query.id }),
}));
