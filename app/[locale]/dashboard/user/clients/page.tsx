import { ScreenPlaceholder } from "@/components/dashboard/screen-placeholder";
import { requireScreen } from "@/lib/server/require-session";

export default async function UserClientsPage() {
  await requireScreen("users");
  return <ScreenPlaceholder titleKey="userClients" />;
}
