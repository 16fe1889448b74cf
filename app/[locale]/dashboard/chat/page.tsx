import { ScreenPlaceholder } from "@/components/dashboard/screen-placeholder";
import { requireScreen } from "@/lib/server/require-session";

export default async function ChatPage() {
  await requireScreen("chat");
  return <ScreenPlaceholder titleKey="chat" />;
}
