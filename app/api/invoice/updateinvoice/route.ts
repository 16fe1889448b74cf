import { route } from "@/lib/api/handler";
import { invoiceOperations } from "@/lib/api/operations/invoices";
import { updateInvoice } from "@/lib/server/invoices/update-invoice";

// PUT /api/invoice/updateInvoice – change an invoice or its status (office only)
export const PUT = route(invoiceOperations.updateInvoice, async ({ session, body }) =>
  updateInvoice({ actor: session, input: body }),
);
