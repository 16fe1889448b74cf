import { RotaListView } from "@/components/dashboard/rota/rota-list-view";
import { requireScreen } from "@/lib/server/require-session";

export default async function RotaListPage() {
  await requireScreen("rota");
  return <RotaListView />;
}
