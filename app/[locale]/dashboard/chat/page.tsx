import { ConversationsView } from "@/components/dashboard/jobs/conversations-view";
import { requireScreen } from "@/lib/server/require-session";

export default async function ChatPage() {
  const session = await requireScreen("chat");
  return <ConversationsView actorId={session.id} />;
}
