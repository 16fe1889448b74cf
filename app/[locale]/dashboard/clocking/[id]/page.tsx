import { notFound } from "next/navigation";
import { ClockingPersonView } from "@/components/dashboard/clocking/clocking-views";
import { requireScreen } from "@/lib/server/require-session";

export default async function ClockingPersonPage({ params }: PageProps<"/[locale]/dashboard/clocking/[id]">) {
  const session = await requireScreen("clocking");
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  return <ClockingPersonView userId={id} actor={{ id: session.id, role: session.role }} />;
}
