import { ScreenPlaceholder } from "@/components/dashboard/screen-placeholder";
import { requireScreen } from "@/lib/server/require-session";

export default async function InvoiceListPage() {
  await requireScreen("invoice");
  return <ScreenPlaceholder titleKey="invoiceList" />;
}
