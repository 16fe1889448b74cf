import { route } from "@/lib/api/handler";
import { invoiceOperations } from "@/lib/api/operations/invoices";
import { uninvoicedVisits } from "@/lib/server/invoices/uninvoiced-visits";

// POST /api/invoice/visits – a client's completed visits not invoiced yet, each priced from its quote
export const POST = route(invoiceOperations.uninvoicedVisits, async ({ body }) => uninvoicedVisits(body));
