import { route } from "@/lib/api/handler";
import { invoiceOperations } from "@/lib/api/operations/invoices";
import { summariseInvoices } from "@/lib/server/invoices/invoice-summary";

// POST /api/invoice/summary – count and total per status tab, with the list's filters
export const POST = route(invoiceOperations.invoiceSummary, async ({ session, body }) =>
  summariseInvoices({ actor: session, filter: body }),
);
