import { EnquiryListView } from "@/components/dashboard/enquiry-list-view";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { requireSession } from "@/lib/server/require-session";

export default async function EnquiryListPage() {
  await requireSession(STAFF_ROLES);
  return <EnquiryListView />;
}
