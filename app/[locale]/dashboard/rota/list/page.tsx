import { ScreenPlaceholder } from "@/components/dashboard/screen-placeholder";
import { requireScreen } from "@/lib/server/require-session";

export default async function RotaListPage() {
  await requireScreen("rota");
  return <ScreenPlaceholder titleKey="rotaList" />;
}
