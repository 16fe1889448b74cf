import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { personSelect, toPersonRef, type PersonRef, type Tx } from "@/lib/server/rota/people";
import type { TTimesheetStatus } from "@/lib/validation/timesheets";

// The history of a timesheet: each change of status, with who, when and why.

export type TimesheetAction = "submitted" | "approved" | "rejected" | "reopened" | "unlocked";

// The event a change of status records: back to draft is "reopened" after a
// rejection and "unlocked" after an approval.
export function actionOf(from: TTimesheetStatus, to: TTimesheetStatus): TimesheetAction {
  if (to === "draft") return from === "approved" ? "unlocked" : "reopened";
  return to;
}

export async function recordEvent(
  tx: Tx,
  event: { timesheetId: string; action: TimesheetAction; reason?: string; byId: string },
): Promise<void> {
  await tx.timesheetEvent.create({ data: { ...event, reason: event.reason ?? null } });
}

export const eventSelect = {
  id: true,
  action: true,
  reason: true,
  createdAt: true,
  by: { select: personSelect },
} satisfies Prisma.TimesheetEventSelect;

type EventRow = Prisma.TimesheetEventGetPayload<{ select: typeof eventSelect }>;

export type TimesheetEvent = Omit<EventRow, "by"> & { by: PersonRef | null };

export const toEvent = ({ by, ...row }: EventRow): TimesheetEvent => ({
  ...row,
  by: by ? toPersonRef(by) : null,
});
