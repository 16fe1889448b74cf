// The states a job and an invoice go through, as the API stores them. They are
// plain values, with no zod (lib/validation/ has the schemas): a screen that
// only shows a state does not load the validation library for it.

// Job stages (spec §3): New=0, Pending=1, Incomplete=2, Completed=3.
export const JOB_STAGE = { New: 0, Pending: 1, Incomplete: 2, Completed: 3 } as const;
export type JobStage = (typeof JOB_STAGE)[keyof typeof JOB_STAGE];

// status: draft=0, pending=1, paid=2, overdue=3 (spec §3). Overdue is never
// stored by the API: it is a pending invoice whose due day has passed.
export const INVOICE_STATUS = { draft: 0, pending: 1, paid: 2, overdue: 3 } as const;
export type InvoiceStatus = (typeof INVOICE_STATUS)[keyof typeof INVOICE_STATUS];
// Sent and not paid: pending, or overdue (derived, or stored 3 by older data).
export const isUnpaid = (status: number): boolean =>
  status === INVOICE_STATUS.pending || status === INVOICE_STATUS.overdue;

// The labelled source of every state the back office shows as a chip: the
// value the API uses, the key of its label (messages: Statuses.<kind>.<key>)
// and the chip's colour. Screens never show a bare number or enum value.

export type StatusColor = "default" | "info" | "warning" | "success" | "error" | "primary" | "secondary";
type Status<V extends string | number> = { value: V; key: string; color: StatusColor };

const statuses = <V extends string | number>(list: readonly Status<V>[]) => list;

export const STATUSES = {
  // spec §3: New=0, Pending=1, Incomplete=2, Completed=3
  jobStage: statuses([
    { value: JOB_STAGE.New, key: "new", color: "info" },
    { value: JOB_STAGE.Pending, key: "pending", color: "warning" },
    { value: JOB_STAGE.Incomplete, key: "incomplete", color: "secondary" },
    { value: JOB_STAGE.Completed, key: "completed", color: "success" },
  ]),
  // spec §3: draft=0, pending=1, paid=2, overdue=3
  invoiceStatus: statuses([
    { value: INVOICE_STATUS.draft, key: "draft", color: "default" },
    { value: INVOICE_STATUS.pending, key: "pending", color: "warning" },
    { value: INVOICE_STATUS.paid, key: "paid", color: "success" },
    { value: INVOICE_STATUS.overdue, key: "overdue", color: "error" },
  ]),
  userStatus: statuses([
    { value: "active", key: "active", color: "success" },
    { value: "pending", key: "pending", color: "warning" },
    { value: "banned", key: "banned", color: "error" },
    { value: "rejected", key: "rejected", color: "default" },
  ]),
  leadStatus: statuses([
    { value: "new", key: "new", color: "info" },
    { value: "contacted", key: "contacted", color: "warning" },
    { value: "converted", key: "converted", color: "success" },
    { value: "closed", key: "closed", color: "default" },
  ]),
  outboxStatus: statuses([
    { value: "queued", key: "queued", color: "info" },
    { value: "sending", key: "sending", color: "info" },
    { value: "sent", key: "sent", color: "success" },
    { value: "failed", key: "failed", color: "error" },
  ]),
  timesheetStatus: statuses([
    { value: "draft", key: "draft", color: "default" },
    { value: "submitted", key: "submitted", color: "info" },
    { value: "approved", key: "approved", color: "success" },
    { value: "rejected", key: "rejected", color: "error" },
  ]),
  // A cleaner's request to correct a clock record (lib/validation/clocking.ts).
  clockRequestStatus: statuses([
    { value: "pending", key: "pending", color: "warning" },
    { value: "approved", key: "approved", color: "success" },
    { value: "declined", key: "declined", color: "error" },
    { value: "withdrawn", key: "withdrawn", color: "default" },
  ]),
} as const;

export type StatusKind = keyof typeof STATUSES;

export function findStatus(kind: StatusKind, value: string | number): Status<string | number> | undefined {
  return (STATUSES[kind] as readonly Status<string | number>[]).find((status) => status.value === value);
}
