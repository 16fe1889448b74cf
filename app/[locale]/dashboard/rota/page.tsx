import { ScreenPlaceholder } from "@/components/dashboard/screen-placeholder";
import { requireScreen } from "@/lib/server/require-session";

export default async function RotaPage() {
  await requireScreen("rota");
  return <ScreenPlaceholder titleKey="rotaList" />;
}
