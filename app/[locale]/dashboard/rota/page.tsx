import { RotaView } from "@/components/dashboard/rota/rota-view";
import { requireScreen } from "@/lib/server/require-session";

export default async function RotaPage() {
  await requireScreen("rota");
  return <RotaView />;
}
