import { getLocale } from "next-intl/server";
import { canSee } from "@/lib/auth/permissions";
import { redirect } from "@/lib/i18n/navigation";
import { requireScreen } from "@/lib/server/require-session";

// /dashboard/user: the office lands on the list of users, everyone else on their profile.
export default async function UserRootPage() {
  const session = await requireScreen("userProfile");
  const href = canSee(session.role, "users") ? "/dashboard/user/all" : "/dashboard/user/profile";
  redirect({ href, locale: await getLocale() });
}
