import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { findVisibleJob } from "@/lib/server/jobs/job-access";
import type { TChatByJobQuery } from "@/lib/validation/chat";
import type { TPaged } from "@/lib/validation/pagination";
import { chatMessageSelect, toChatMessageView, type ChatMessageView } from "./chat-select";

export type ListChatMessagesOptions = { actor: SessionUser; query: TChatByJobQuery };

// The chat of a job, oldest first, for whoever may see the job.
export async function listChatMessages({ actor, query }: ListChatMessagesOptions): Promise<TPaged<ChatMessageView>> {
  await findVisibleJob(actor, query.jobId);
  const where = { jobId: query.jobId };
  const [rows, totalRecords] = await db.$transaction([
    db.chatMessage.findMany({
      where,
      select: chatMessageSelect,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      skip: (query.pageNumber - 1) * query.pageSize,
      take: query.pageSize,
    }),
    db.chatMessage.count({ where }),
  ]);
  return { data: rows.map(toChatMessageView), totalRecords };
}
