import { MailListView } from "@/components/dashboard/mail/mail-list-view";
import { requireScreen } from "@/lib/server/require-session";

export default async function MailPage() {
  await requireScreen("mail");
  return <MailListView />;
}
