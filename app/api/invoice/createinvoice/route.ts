import { route } from "@/lib/api/handler";
import { invoiceOperations } from "@/lib/api/operations/invoices";
import { createInvoice } from "@/lib/server/invoices/create-invoice";

// POST /api/invoice/createinvoice – create an invoice (office only)
export const POST = route(invoiceOperations.createInvoice, async ({ session, body }) =>
  createInvoice({ actor: session, input: body }),
);
