import { getLocale } from "next-intl/server";
import { redirect } from "@/lib/i18n/navigation";

// Unknown dashboard paths go to the dashboard's own 404 (spec §2).
export default async function DashboardCatchAll() {
  redirect({ href: "/dashboard/404", locale: await getLocale() });
}
