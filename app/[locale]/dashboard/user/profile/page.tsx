import { ScreenPlaceholder } from "@/components/dashboard/screen-placeholder";
import { requireScreen } from "@/lib/server/require-session";

export default async function UserProfilePage() {
  await requireScreen("userProfile");
  return <ScreenPlaceholder titleKey="userProfile" />;
}
