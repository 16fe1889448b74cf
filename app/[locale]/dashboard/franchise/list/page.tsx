import { FranchiseListView } from "@/components/dashboard/franchises/franchise-list-view";
import { requireScreen } from "@/lib/server/require-session";

export default async function FranchiseListPage() {
  await requireScreen("franchise");
  return <FranchiseListView />;
}
