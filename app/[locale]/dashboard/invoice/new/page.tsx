import { InvoiceNewView } from "@/components/dashboard/invoices/invoice-form";
import { requireScreen } from "@/lib/server/require-session";

export default async function InvoiceNewPage() {
  await requireScreen("invoice");
  return <InvoiceNewView />;
}
