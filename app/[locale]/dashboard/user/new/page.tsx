import { ScreenPlaceholder } from "@/components/dashboard/screen-placeholder";
import { requireScreen } from "@/lib/server/require-session";

export default async function UserNewPage() {
  await requireScreen("users");
  return <ScreenPlaceholder titleKey="userNew" />;
}
