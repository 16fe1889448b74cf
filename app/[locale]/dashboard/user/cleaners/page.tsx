import { UserListView } from "@/components/dashboard/users/user-list-view";
import { requireScreen } from "@/lib/server/require-session";

export default async function UserCleanersPage() {
  await requireScreen("users");
  return <UserListView fixedRole="Cleaner" />;
}
