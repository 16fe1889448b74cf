import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { findVisibleJobId } from "@/lib/server/jobs/job-access";
import type { TMarkChatRead } from "@/lib/validation/chat";

export type MarkChatReadOptions = { actor: SessionUser; input: TMarkChatRead };

// Whoever may see a job's chat marks it read up to now: the messages written
// until then stop counting as unread for them (one row per user and job).
export async function markChatRead({ actor, input }: MarkChatReadOptions): Promise<{ ok: true }> {
  const jobId = await findVisibleJobId(actor, input.jobId);
  const lastReadAt = new Date();
  await db.chatRead.upsert({
    where: { userId_jobId: { userId: actor.id, jobId } },
    create: { userId: actor.id, jobId, lastReadAt },
    update: { lastReadAt },
  });
  return { ok: true };
}
