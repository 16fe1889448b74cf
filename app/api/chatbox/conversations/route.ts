import { route } from "@/lib/api/handler";
import { jobOperations } from "@/lib/api/operations/jobs";
import { listConversations } from "@/lib/server/chat/list-conversations";

// POST /api/ChatBox/Conversations – the caller's job chats, most recent message first: { data, totalRecords }
export const POST = route(jobOperations.listConversations, async ({ session, body }) =>
  listConversations({ actor: session, page: body }),
);
