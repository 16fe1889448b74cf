import { route } from "@/lib/api/handler";
import { languageTag } from "@/lib/i18n/locales";
import { invoiceOperations } from "@/lib/api/operations/invoices";
import { getInvoiceById } from "@/lib/server/invoices/get-invoice";
import { invoicePdf } from "@/lib/server/invoices/invoice-pdf";

// GET /api/invoice/pdf?id=&locale= – the invoice as a PDF download (a client: one addressed to them)
export const GET = route(invoiceOperations.invoicePdf, async ({ session, query }) => {
  const invoice = await getInvoiceById({ actor: session, id: query.id });
  const { pdf, filename, locale } = await invoicePdf(invoice, query.locale);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${filename}"`,
      "content-language": languageTag(locale),
      "cache-control": "no-store",
    },
  });
});
