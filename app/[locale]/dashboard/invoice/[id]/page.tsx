import { notFound } from "next/navigation";
import { InvoiceDetailView } from "@/components/dashboard/invoices/invoice-detail-view";
import { firstData } from "@/lib/server/first-data";
import { getInvoiceById } from "@/lib/server/invoices/get-invoice";
import { requireScreen } from "@/lib/server/require-session";

// The office's invoice, or a client's own (read-only; reached from their overview and their jobs).
export default async function InvoiceDetailPage({ params }: PageProps<"/[locale]/dashboard/invoice/[id]">) {
  const session = await requireScreen("invoiceView");
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  // The invoice comes with the page (lib/server/first-data.ts): a client often opens it from the e-mail, on a phone.
  const initial = await firstData("the invoice", () => getInvoiceById({ actor: session, id }));
  return <InvoiceDetailView id={id} actor={{ role: session.role }} initial={initial} />;
}
