import { z } from "zod";
import { zOptionalText } from "./fields";
import { V } from "./messages";
import { ZPage } from "./pagination";

export const OUTBOX_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type TOutboxStatus = (typeof OUTBOX_STATUSES)[number];

// GET /api/mail/outbox: newest first; a search matches the recipient or the subject.
export const ZListOutbox = ZPage.extend({
  search: zOptionalText(254),
  status: z.enum(OUTBOX_STATUSES, { error: V.invalid }).optional(),
});
export type TListOutbox = z.infer<typeof ZListOutbox>;
