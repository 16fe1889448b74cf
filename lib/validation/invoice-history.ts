import { z } from "zod";
import { INVOICE_EDITED_FIELDS, INVOICE_EVENT_TYPES } from "@/lib/content/history";
import { zHistoryItem } from "./history";

// One entry of an invoice's history, as the API answers it (for the OpenAPI document).
export const ZInvoiceHistoryItem = zHistoryItem(INVOICE_EVENT_TYPES, {
  id: "The event's id; created:<invoice id> for an invoice older than its history",
  actor: "Who did it; null for an automatic reminder, or when not known or deleted",
  data:
    "The details of the type: created { status, copyOf? } (copyOf: { id, invoiceNumber } of the invoice it copies; null for an invoice older than its history); edited { fields } (of " +
    INVOICE_EDITED_FIELDS.join(", ") +
    "); status { from, to, paidAt? } (stored statuses 0–2; paidAt, a day, when it went to paid); autoRemind { on }; emailed { email, locale, issued } (issued: the draft went out with it); reminded { email, locale, count, automatic } (count: the reminder's number)",
});

export const ZInvoiceHistoryResponse = z.object({ data: z.array(ZInvoiceHistoryItem) });
