import "server-only";
import type { Locale } from "@/lib/i18n/routing";
import { db } from "@/lib/server/db";
import { toLocale } from "@/lib/server/mail/translator";
import { dublinDay } from "@/lib/validation/invoices";
import type { BillTo } from "./bill-to";
import { invoicePdfFilename } from "./invoice-format";
import { renderInvoicePdf, type PdfInvoice } from "./invoice-pdf-render";
import { invoiceSelect, toInvoiceView } from "./invoice-view";

export type InvoicePdf = { pdf: Buffer; filename: string; locale: Locale };

type InvoiceForPdf = PdfInvoice & {
  client: { id: string; name: string; email: string };
  company: { id: string; name: string } | null;
  billTo: BillTo;
  jobId: string | null;
};

/**
 * The PDF of an invoice already read with its access rules (getInvoiceById),
 * in `locale` or else the client's account language, billed as the invoice
 * view says (./invoice-view.ts: the company's address or the client's).
 */
export async function invoicePdf(invoice: InvoiceForPdf, locale?: Locale): Promise<InvoicePdf> {
  const [client, job] = await Promise.all([
    db.user.findUnique({ where: { id: invoice.client.id }, select: { locale: true } }),
    invoice.jobId ? db.job.findUnique({ where: { id: invoice.jobId }, select: { scheduledAt: true } }) : null,
  ]);
  const chosen = locale ?? toLocale(client?.locale);
  const pdf = await renderInvoicePdf({
    invoice,
    billTo: invoice.billTo,
    supplyDate: job?.scheduledAt ?? null,
    locale: chosen,
  });
  return { pdf, filename: invoicePdfFilename(invoice.invoiceNumber), locale: chosen };
}

// The PDF of an invoice by id, for the outbox, which renders attachments when it sends.
export async function invoicePdfById(id: string, locale: string): Promise<InvoicePdf> {
  const row = await db.invoice.findUnique({ where: { id }, select: invoiceSelect });
  if (!row) throw new Error(`Invoice ${id} no longer exists.`);
  return invoicePdf(toInvoiceView(row, dublinDay(new Date())), toLocale(locale));
}
