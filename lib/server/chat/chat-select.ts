import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { fullName } from "@/lib/server/jobs/job-select";

export const chatMessageSelect = {
  id: true,
  jobId: true,
  text: true,
  createdAt: true,
  editedAt: true,
  deletedAt: true,
  sender: { select: { id: true, firstName: true, lastName: true, role: true } },
} satisfies Prisma.ChatMessageSelect;

export type ChatMessageRow = Prisma.ChatMessageGetPayload<{ select: typeof chatMessageSelect }>;

export const toChatSenderView = (sender: ChatMessageRow["sender"]) => ({
  id: sender.id,
  name: fullName(sender),
  role: sender.role,
});

// A message as the API answers it: the sender's id, name and role, nothing
// more. A deleted message keeps its place: text "" and deletedAt set.
export function toChatMessageView(row: ChatMessageRow) {
  return {
    id: row.id,
    jobId: row.jobId,
    sender: toChatSenderView(row.sender),
    text: row.text,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
    deletedAt: row.deletedAt,
  };
}

export type ChatMessageView = ReturnType<typeof toChatMessageView>;
