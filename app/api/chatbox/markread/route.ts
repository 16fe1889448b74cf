import { route } from "@/lib/api/handler";
import { jobOperations } from "@/lib/api/operations/jobs";
import { markChatRead } from "@/lib/server/chat/mark-chat-read";

// POST /api/ChatBox/MarkRead – mark a job's chat read up to now for the caller
export const POST = route(jobOperations.markChatRead, async ({ session, body }) =>
  markChatRead({ actor: session, input: body }),
);
