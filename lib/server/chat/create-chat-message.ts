import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { findVisibleJob } from "@/lib/server/jobs/job-access";
import type { TCreateChatMessage } from "@/lib/validation/chat";
import { chatMessageSelect, toChatMessageView, type ChatMessageView } from "./chat-select";

export type CreateChatMessageOptions = { actor: SessionUser; input: TCreateChatMessage };

// Anyone who can see the job may write in its chat, at any stage: questions
// often come after a job is completed. The sender is always the caller.
export async function createChatMessage({ actor, input }: CreateChatMessageOptions): Promise<ChatMessageView> {
  const job = await findVisibleJob(actor, input.jobId);
  const created = await db.chatMessage.create({
    data: { jobId: job.id, senderId: actor.id, text: input.text },
    select: chatMessageSelect,
  });
  return toChatMessageView(created);
}
