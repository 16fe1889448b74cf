import { route } from "@/lib/api/handler";
import { jobOperations } from "@/lib/api/operations/jobs";
import { createChatMessage } from "@/lib/server/chat/create-chat-message";

// POST /api/ChatBox/CreateChatBox – post a message to a job's chat
export const POST = route(jobOperations.createChatMessage, async ({ session, body }) =>
  createChatMessage({ actor: session, input: body }),
);
