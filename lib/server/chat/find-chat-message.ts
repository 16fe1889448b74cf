import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { visibleJobsWhere } from "@/lib/server/jobs/job-access";

// A message is as visible as its job: to anyone else it does not exist (404).
export async function findVisibleChatMessage(actor: SessionUser, id: string) {
  const message = await db.chatMessage.findFirst({
    where: { id, job: visibleJobsWhere(actor) },
    select: { id: true, senderId: true, deletedAt: true },
  });
  if (!message) throw new AppError("NOT_FOUND", "The message was not found.");
  return message;
}
