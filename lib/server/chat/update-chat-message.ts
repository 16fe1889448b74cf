import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { TUpdateChatMessage } from "@/lib/validation/chat";
import { V } from "@/lib/validation/messages";
import { chatMessageSelect, toChatMessageView, type ChatMessageView } from "./chat-select";
import { findVisibleChatMessage } from "./find-chat-message";

export type UpdateChatMessageOptions = { actor: SessionUser; id: string; input: TUpdateChatMessage };

const deleted = () =>
  new AppError("CONFLICT", "This message has been deleted.", { fields: { text: V.messageDeleted } });

// Only the sender may reword a message, staff included: words must not be
// put in someone else's mouth. Staff moderate by deleting instead. A deleted
// message stays deleted (409); the write is conditional on that, so a delete
// landing in between is not undone.
export async function updateChatMessage({ actor, id, input }: UpdateChatMessageOptions): Promise<ChatMessageView> {
  const message = await findVisibleChatMessage(actor, id);
  if (message.senderId !== actor.id) throw new AppError("FORBIDDEN", "You may only edit your own messages.");
  if (message.deletedAt) throw deleted();
  try {
    const updated = await db.chatMessage.update({
      where: { id: message.id, deletedAt: null },
      data: { text: input.text, editedAt: new Date() },
      select: chatMessageSelect,
    });
    return toChatMessageView(updated);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025") throw deleted();
    throw error;
  }
}
