import { getLocale } from "next-intl/server";
import { redirect } from "@/lib/i18n/navigation";

// /dashboard lands on the app overview (spec §2).
export default async function DashboardRoot() {
  redirect({ href: "/dashboard/app", locale: await getLocale() });
}
