// What a job's timeline and an invoice's history record, as plain values:
// the screens show them without loading zod, the API's schemas describe them
// (lib/validation/job-timeline.ts, lib/validation/invoice-history.ts).

// The events stored with a job (JobEvent.type), in the order the timeline
// lists the events of one change (they share one instant).
export const JOB_EVENT_TYPES = [
  "created",
  "assigned",
  "unassigned",
  "scheduled",
  "stage",
  "signed",
  "reopened",
  "invoiced",
] as const;

export type JobEventType = (typeof JOB_EVENT_TYPES)[number];

// What the timeline lists: the events, and the clock-ins and outs on the job.
export const JOB_TIMELINE_TYPES = [...JOB_EVENT_TYPES, "clockIn", "clockOut"] as const;

export type JobTimelineType = (typeof JOB_TIMELINE_TYPES)[number];

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
