import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import { findVisibleChatMessage } from "./find-chat-message";

export type DeleteChatMessageOptions = { actor: SessionUser; id: string };

// The sender may delete their message; office staff may delete any message
// to moderate the chat (an insult, personal data posted by mistake).
export async function deleteChatMessage({ actor, id }: DeleteChatMessageOptions): Promise<{ ok: true }> {
  const message = await findVisibleChatMessage(actor, id);
  if (message.senderId !== actor.id && !isStaff(actor.role)) {
    throw new AppError("FORBIDDEN", "You may only delete your own messages.");
  }
  await db.chatMessage.delete({ where: { id: message.id } });
  return { ok: true };
}
