import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { fullName } from "@/lib/server/jobs/job-select";

export const chatMessageSelect = {
  id: true,
  jobId: true,
  text: true,
  createdAt: true,
  editedAt: true,
  sender: { select: { id: true, firstName: true, lastName: true, role: true } },
} satisfies Prisma.ChatMessageSelect;

export type ChatMessageRow = Prisma.ChatMessageGetPayload<{ select: typeof chatMessageSelect }>;

// A message as the API answers it: the sender's id, name and role, nothing more.
export function toChatMessageView(row: ChatMessageRow) {
  return {
    id: row.id,
    jobId: row.jobId,
    sender: { id: row.sender.id, name: fullName(row.sender), role: row.sender.role },
    text: row.text,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
  };
}

export type ChatMessageView = ReturnType<typeof toChatMessageView>;
