import { ProfileView } from "@/components/dashboard/users/profile-view";
import { requireScreen } from "@/lib/server/require-session";

export default async function UserProfilePage() {
  const session = await requireScreen("userProfile");
  return <ProfileView userId={session.id} />;
}
