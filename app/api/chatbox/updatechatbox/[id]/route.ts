import { route } from "@/lib/api/handler";
import { jobOperations } from "@/lib/api/operations/jobs";
import { updateChatMessage } from "@/lib/server/chat/update-chat-message";

// PUT /api/ChatBox/UpdateChatBox/{id} – edit one's own chat message
export const PUT = route(jobOperations.updateChatMessage, async ({ session, params, body }) =>
  updateChatMessage({ actor: session, id: params.id, input: body }),
);
