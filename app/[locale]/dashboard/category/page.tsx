import { CategoryListView } from "@/components/dashboard/categories/category-list-view";
import { requireScreen } from "@/lib/server/require-session";

export default async function CategoryPage() {
  await requireScreen("category");
  return <CategoryListView />;
}
