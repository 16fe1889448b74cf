import { route } from "@/lib/api/handler";
import { jobOperations } from "@/lib/api/operations/jobs";
import { listChatMessages } from "@/lib/server/chat/list-chat-messages";

// GET /api/ChatBox/GetChatBoxbyJob?jobId= – a job's chat, oldest first: { data, totalRecords }
export const GET = route(jobOperations.listChatMessages, async ({ session, query }) =>
  listChatMessages({ actor: session, query }),
);
