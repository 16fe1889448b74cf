import { ScreenPlaceholder } from "@/components/dashboard/screen-placeholder";
import { requireScreen } from "@/lib/server/require-session";

export default async function InvoiceNewPage() {
  await requireScreen("invoice");
  return <ScreenPlaceholder titleKey="invoiceNew" />;
}
