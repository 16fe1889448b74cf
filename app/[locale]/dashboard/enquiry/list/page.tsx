import { EnquiryListView } from "@/components/dashboard/enquiries/enquiry-list-view";
import { requireScreen } from "@/lib/server/require-session";

export default async function EnquiryListPage() {
  await requireScreen("enquiry");
  return <EnquiryListView />;
}
