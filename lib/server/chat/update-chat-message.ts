import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import type { TUpdateChatMessage } from "@/lib/validation/chat";
import { chatMessageSelect, toChatMessageView, type ChatMessageView } from "./chat-select";
import { findVisibleChatMessage } from "./find-chat-message";

export type UpdateChatMessageOptions = { actor: SessionUser; id: string; input: TUpdateChatMessage };

// Only the sender may reword a message, staff included: words must not be
// put in someone else's mouth. Staff moderate by deleting instead.
export async function updateChatMessage({ actor, id, input }: UpdateChatMessageOptions): Promise<ChatMessageView> {
  const message = await findVisibleChatMessage(actor, id);
  if (message.senderId !== actor.id) throw new AppError("FORBIDDEN", "You may only edit your own messages.");
  const updated = await db.chatMessage.update({
    where: { id: message.id },
    data: { text: input.text, editedAt: new Date() },
    select: chatMessageSelect,
  });
  return toChatMessageView(updated);
}
