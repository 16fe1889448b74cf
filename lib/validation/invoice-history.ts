import { z } from "zod";
import { zHistoryItem } from "./history";

// The things stored in an invoice's history (InvoiceEvent.type), in the order
// the history lists the events of one change (they share one instant).
export const INVOICE_EVENT_TYPES = ["created", "edited", "status", "autoRemind", "emailed", "reminded"] as const;

export type InvoiceEventType = (typeof INVOICE_EVENT_TYPES)[number];

// The fields an `edited` event names: those an update really changed
// (invoice-changes.ts), and the notes.
export const INVOICE_EDITED_FIELDS = [
  "clientId",
  "jobId",
  "issueDate",
  "dueDate",
  "discountCents",
  "shippingCents",
  "taxRateBp",
  "items",
  "notes",
] as const;

export type InvoiceEditedField = (typeof INVOICE_EDITED_FIELDS)[number];

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
