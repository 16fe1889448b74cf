import { getLocale } from "next-intl/server";
import { redirect } from "@/lib/i18n/navigation";

export default async function EnquiryRoot() {
  redirect({ href: "/dashboard/enquiry/list", locale: await getLocale() });
}
