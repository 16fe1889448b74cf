import { z } from "zod";
import { ROLES } from "@/lib/auth/roles";
import { CHAT_TEXT_MAX } from "@/lib/content/chat";
import { zRequiredText } from "./fields";
import { zId, zJobStage } from "./jobs";
import { ZPage } from "./pagination";

// Per-job chat (spec §3 "Chat message: id, jobId, sender, text").
const zText = zRequiredText(CHAT_TEXT_MAX, { multiline: true });

// GET /api/ChatBox/GetChatBoxbyJob?jobId=
export const ZChatByJobQuery = ZPage.extend({ jobId: zId });

export type TChatByJobQuery = z.infer<typeof ZChatByJobQuery>;

// POST /api/ChatBox/CreateChatBox
export const ZCreateChatMessage = z.object({ jobId: zId, text: zText });

export type TCreateChatMessage = z.infer<typeof ZCreateChatMessage>;

// PUT /api/ChatBox/UpdateChatBox/{id}
export const ZUpdateChatMessage = z.object({ text: zText });

export type TUpdateChatMessage = z.infer<typeof ZUpdateChatMessage>;

// {id} of UpdateChatBox and DeleteChatBox
export const ZChatMessageParams = z.object({ id: zId });

// POST /api/ChatBox/MarkRead
export const ZMarkChatRead = z.object({ jobId: zId });

export type TMarkChatRead = z.infer<typeof ZMarkChatRead>;

// POST /api/ChatBox/Conversations
export const ZListConversations = ZPage;

export type TListConversations = z.infer<typeof ZListConversations>;

const ZChatSender = z.object({ id: z.uuid(), name: z.string(), role: z.enum(ROLES) });

// What the API answers for a message (for the OpenAPI document).
export const ZChatMessageResponse = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  sender: ZChatSender,
  text: z.string().describe('Empty ("") once the message is deleted'),
  createdAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
  deletedAt: z.iso
    .datetime()
    .nullable()
    .describe('Set when the message was deleted: show "message deleted" in its place'),
});

export const ZChatPageResponse = z.object({ data: z.array(ZChatMessageResponse), totalRecords: z.number().int() });

export const ZUnreadCountResponse = z.object({
  total: z.number().int().describe("Unread messages over every job the caller may see"),
});

// One job's conversation in the list of conversations.
export const ZConversationResponse = z.object({
  jobId: z.uuid(),
  jobTitle: z.string(),
  jobStage: zJobStage,
  lastMessage: z.object({
    id: z.uuid(),
    text: z.string(),
    deletedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    sender: ZChatSender,
  }),
  unreadCount: z.number().int(),
});

export const ZConversationPageResponse = z.object({
  data: z.array(ZConversationResponse),
  totalRecords: z.number().int(),
});
