import { UserNewView } from "@/components/dashboard/users/user-new-view";
import { isRole, isStaff } from "@/lib/auth/roles";
import type { Locale } from "@/lib/i18n/routing";
import { requireScreen } from "@/lib/server/require-session";

export default async function UserNewPage({ params, searchParams }: PageProps<"/[locale]/dashboard/user/new">) {
  const session = await requireScreen("users");
  const { role } = await searchParams;
  // ?role=Cleaner from the cleaners list; administrator roles only for those who may give them.
  const chosen = isRole(role) && (!isStaff(role) || session.role === "SuperAdministrator") ? role : "Cleaner";
  return <UserNewView actorRole={session.role} role={chosen} locale={(await params).locale as Locale} />;
}
