import { route } from "@/lib/api/handler";
import { invoiceOperations } from "@/lib/api/operations/invoices";
import { sendInvoiceEmail } from "@/lib/server/invoices/send-invoice-email";

// POST /api/invoice/sendEmail – e-mail the invoice to its client with the PDF attached (office only)
export const POST = route(invoiceOperations.sendInvoiceEmail, async ({ session, body }) =>
  sendInvoiceEmail({ actor: session, input: body }),
);
