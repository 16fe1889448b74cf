import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import { findVisibleChatMessage } from "./find-chat-message";

export type DeleteChatMessageOptions = { actor: SessionUser; id: string };

const alreadyDeleted = () => new AppError("CONFLICT", "This message has already been deleted.");

// The sender may delete their message; office staff may delete any message
// to moderate the chat (an insult, personal data posted by mistake). The row
// stays, so the others see "message deleted" where it was, but its text is
// wiped: what was deleted must not be readable any more, not even by staff.
// The write is conditional, so two deletes at once answer 200 and 409.
export async function deleteChatMessage({ actor, id }: DeleteChatMessageOptions): Promise<{ ok: true }> {
  const message = await findVisibleChatMessage(actor, id);
  if (message.senderId !== actor.id && !isStaff(actor.role)) {
    throw new AppError("FORBIDDEN", "You may only delete your own messages.");
  }
  if (message.deletedAt) throw alreadyDeleted();
  const { count } = await db.chatMessage.updateMany({
    where: { id: message.id, deletedAt: null },
    data: { text: "", deletedAt: new Date() },
  });
  if (count !== 1) throw alreadyDeleted();
  return { ok: true };
}
