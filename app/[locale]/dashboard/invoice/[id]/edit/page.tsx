import { notFound } from "next/navigation";
import { InvoiceEditView } from "@/components/dashboard/invoices/invoice-form";
import { requireScreen } from "@/lib/server/require-session";

export default async function InvoiceEditPage({ params }: PageProps<"/[locale]/dashboard/invoice/[id]/edit">) {
  await requireScreen("invoice");
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  return <InvoiceEditView id={id} />;
}
