import { z } from "zod";
import { ROLES } from "@/lib/auth/roles";
import { zRequiredText } from "./fields";
import { zId } from "./jobs";
import { ZPage } from "./pagination";

// Per-job chat (spec §3 "Chat message: id, jobId, sender, text").
export const CHAT_TEXT_MAX = 2000;
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

// What the API answers for a message (for the OpenAPI document).
export const ZChatMessageResponse = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  sender: z.object({ id: z.uuid(), name: z.string(), role: z.enum(ROLES) }),
  text: z.string(),
  createdAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
});

export const ZChatPageResponse = z.object({ data: z.array(ZChatMessageResponse), totalRecords: z.number().int() });
