import "server-only";
import type { Locale } from "@/lib/i18n/routing";
import { db } from "@/lib/server/db";
import { toLocale } from "@/lib/server/mail/translator";
import { dublinDay } from "@/lib/validation/invoices";
import type { BillTo } from "./bill-to";
import { invoicePdfFilename } from "./invoice-format";
import { renderInvoicePdf, type PdfInvoice, type PdfInvoiceItem } from "./invoice-pdf-render";
import { invoiceSelect, toInvoiceView } from "./invoice-view";

export type InvoicePdf = { pdf: Buffer; filename: string; locale: Locale };

type InvoiceForPdf = Omit<PdfInvoice, "items"> & {
  client: { id: string; name: string; email: string };
  company: { id: string; name: string } | null;
  billTo: BillTo;
  jobId: string | null;
  // Each line with the visit it bills, if any.
  items: readonly (PdfInvoiceItem & { jobId: string | null })[];
};

/**
 * The PDF of an invoice already read with its access rules (getInvoiceById),
 * in `locale` or else the client's account language, billed as the invoice
 * view says (./invoice-view.ts: the company's address or the client's).
 */
export async function invoicePdf(invoice: InvoiceForPdf, locale?: Locale): Promise<InvoicePdf> {
  // The invoice's job and the visits its lines bill.
  const jobIds = [...new Set([invoice.jobId, ...invoice.items.map((item) => item.jobId)])].filter(
    (id): id is string => id !== null,
  );
  const [client, visits] = await Promise.all([
    db.user.findUnique({ where: { id: invoice.client.id }, select: { locale: true } }),
    jobIds.length === 0
      ? []
      : db.job.findMany({ where: { id: { in: jobIds }, scheduledAt: { not: null } }, select: { scheduledAt: true } }),
  ]);
  const days = visits.map((visit) => visit.scheduledAt!.getTime());
  const chosen = locale ?? toLocale(client?.locale);
  const pdf = await renderInvoicePdf({
    invoice,
    billTo: invoice.billTo,
    supply: days.length === 0 ? null : { from: new Date(Math.min(...days)), to: new Date(Math.max(...days)) },
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
