import { InvoiceListView } from "@/components/dashboard/invoices/invoice-list-view";
import { requireScreen } from "@/lib/server/require-session";

export default async function InvoiceListPage() {
  await requireScreen("invoice");
  return <InvoiceListView />;
}
