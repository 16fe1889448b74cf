import { ScreenPlaceholder } from "@/components/dashboard/screen-placeholder";
import { requireScreen } from "@/lib/server/require-session";

export default async function FranchiseListPage() {
  await requireScreen("franchise");
  return <ScreenPlaceholder titleKey="franchiseList" />;
}
