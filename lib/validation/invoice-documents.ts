import { z } from "zod";
import { routing } from "@/lib/i18n/routing";
import { zId } from "./fields";
import { ZInvoiceResponse } from "./invoices";
import { V } from "./messages";

// The invoice as a document: its PDF, and the e-mail that sends it.

// The language of the PDF or the e-mail; left out, the client's own.
const zDocumentLocale = z.enum(routing.locales, { error: V.locale }).optional();

// GET /api/invoice/pdf?id=&locale=
export const ZInvoicePdfQuery = z.object({ id: zId, locale: zDocumentLocale });
export type TInvoicePdfQuery = z.infer<typeof ZInvoicePdfQuery>;

// POST /api/invoice/sendEmail
export const ZSendInvoiceEmail = z.object({ id: zId, locale: zDocumentLocale });
export type TSendInvoiceEmail = z.infer<typeof ZSendInvoiceEmail>;

export const ZSendInvoiceEmailResponse = z.object({
  mailId: z.uuid().describe("The queued mail (GET /api/mail/getMailById)"),
  invoice: ZInvoiceResponse.describe("The invoice after sending: a draft is now pending"),
});
