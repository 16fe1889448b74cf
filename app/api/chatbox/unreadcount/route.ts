import { route } from "@/lib/api/handler";
import { jobOperations } from "@/lib/api/operations/jobs";
import { countUnread } from "@/lib/server/chat/unread";

// GET /api/ChatBox/UnreadCount – the caller's unread chat messages over all their jobs: { total }
export const GET = route(jobOperations.countUnreadChat, async ({ session }) => countUnread(session));
