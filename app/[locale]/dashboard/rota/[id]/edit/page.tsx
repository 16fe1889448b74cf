import { notFound } from "next/navigation";
import { ShiftEditView } from "@/components/dashboard/rota/shift-form";
import { requireScreen } from "@/lib/server/require-session";

export default async function ShiftEditPage({ params }: PageProps<"/[locale]/dashboard/rota/[id]/edit">) {
  await requireScreen("rota");
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  return <ShiftEditView id={id} />;
}
