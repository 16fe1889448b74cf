import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import type { JobStage } from "@/lib/content/statuses";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { visibleJobsSql } from "@/lib/server/jobs/job-access";
import type { TListConversations } from "@/lib/validation/chat";
import type { TPaged } from "@/lib/validation/pagination";
import { chatMessageSelect, toChatSenderView } from "./chat-select";
import { unreadCountsByJob } from "./unread";

export type ListConversationsOptions = { actor: SessionUser; page: TListConversations };

// The chats of the jobs the caller may see (the same scope as the job list)
// that have at least one message, the most recent message first, each with
// that message and the caller's unread count. Deleted messages count: they
// keep their place in the chat, shown as deleted.
//
// The page comes from SQL, since Prisma cannot order jobs by their latest
// message: the jobs' latest times (a walk of the (jobId, createdAt) index),
// the page of them, and the messages at those times; then the messages'
// details from the usual select and the unread counts of the page's jobs.
// Four queries whatever the page's size (about 50 ms for the office over
// 5,000 chats of 20 messages).
export async function listConversations({ actor, page }: ListConversationsOptions): Promise<TPaged<ConversationView>> {
  const scope = visibleJobsSql(actor);
  const [lastOfJobs, [count]] = await db.$transaction([
    db.$queryRaw<{ id: string; jobId: string }[]>`
      SELECT m."id" AS "id", m."jobId" AS "jobId"
      FROM (
        SELECT c."jobId" AS "jobId", MAX(c."createdAt") AS "lastAt"
        FROM "ChatMessage" c JOIN "Job" j ON j."id" = c."jobId"
        WHERE ${scope}
        GROUP BY c."jobId"
        ORDER BY "lastAt" DESC, c."jobId" ASC
        LIMIT ${page.pageSize} OFFSET ${(page.pageNumber - 1) * page.pageSize}
      ) p
      JOIN "ChatMessage" m ON m."jobId" = p."jobId" AND m."createdAt" = p."lastAt"
      ORDER BY p."lastAt" DESC, p."jobId" ASC, m."id" DESC`,
    db.$queryRaw<{ total: number | bigint }[]>`
      SELECT COUNT(DISTINCT c."jobId") AS "total" FROM "ChatMessage" c JOIN "Job" j ON j."id" = c."jobId"
      WHERE ${scope}`,
  ]);
  // Two messages of a job written in the same millisecond come out side by
  // side: the chat shows the one with the greater id last, so it is the job's
  // last message (the first of the two here).
  const rows = lastOfJobs.filter((row, i) => lastOfJobs[i - 1]?.jobId !== row.jobId);
  const ids = rows.map((row) => row.id);
  const jobIds = rows.map((row) => row.jobId);
  const [messages, unread] = await Promise.all([
    db.chatMessage.findMany({
      where: { id: { in: ids } },
      select: lastMessageSelect,
    }),
    unreadCountsByJob(actor.id, jobIds),
  ]);
  const byId = new Map(messages.map((message) => [message.id, message]));
  // A message whose job went in between the two reads is simply left out of the page.
  const data = ids.flatMap((id) => {
    const message = byId.get(id);
    return message ? [toConversationView(message, unread.get(message.jobId) ?? 0)] : [];
  });
  return { data, totalRecords: Number(count?.total ?? 0) };
}

const lastMessageSelect = {
  ...chatMessageSelect,
  job: { select: { title: true, stage: true } },
} satisfies Prisma.ChatMessageSelect;

type LastMessageRow = Prisma.ChatMessageGetPayload<{ select: typeof lastMessageSelect }>;

function toConversationView(message: LastMessageRow, unreadCount: number) {
  return {
    jobId: message.jobId,
    jobTitle: message.job.title,
    jobStage: message.job.stage as JobStage,
    lastMessage: {
      id: message.id,
      text: message.text,
      deletedAt: message.deletedAt,
      createdAt: message.createdAt,
      sender: toChatSenderView(message.sender),
    },
    unreadCount,
  };
}

export type ConversationView = ReturnType<typeof toConversationView>;
