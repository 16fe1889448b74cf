import { getLocale } from "next-intl/server";
import { redirect } from "@/lib/i18n/navigation";
import { requireScreen } from "@/lib/server/require-session";

export default async function FranchiseRoot() {
  await requireScreen("franchise");
  redirect({ href: "/dashboard/franchise/list", locale: await getLocale() });
}
