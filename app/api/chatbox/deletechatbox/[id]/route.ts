import { route } from "@/lib/api/handler";
import { jobOperations } from "@/lib/api/operations/jobs";
import { deleteChatMessage } from "@/lib/server/chat/delete-chat-message";

// DELETE /api/ChatBox/DeleteChatBox/{id} – delete a chat message (the sender, or staff to moderate)
export const DELETE = route(jobOperations.deleteChatMessage, async ({ session, params }) =>
  deleteChatMessage({ actor: session, id: params.id }),
);
