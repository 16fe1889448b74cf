import { ScreenPlaceholder } from "@/components/dashboard/screen-placeholder";
import { requireScreen } from "@/lib/server/require-session";

export default async function MailPage() {
  await requireScreen("mail");
  return <ScreenPlaceholder titleKey="mail" />;
}
