import "server-only";
import { AppError } from "@/lib/api/errors";
import type { TTimesheetStatus } from "@/lib/validation/timesheets";

type Who = "owner" | "staff";

// Who may move a timesheet from one status to another. Approved is final.
// A rejected sheet goes back to draft so its owner can fix and resubmit it.
const TRANSITIONS: Record<TTimesheetStatus, Partial<Record<TTimesheetStatus, readonly Who[]>>> = {
  draft: { submitted: ["owner", "staff"] },
  submitted: { approved: ["staff"], rejected: ["staff"] },
  rejected: { draft: ["owner", "staff"] },
  approved: {},
};

type Caller = { isOwner: boolean; isStaff: boolean };

export function assertTransition(from: TTimesheetStatus, to: TTimesheetStatus, { isOwner, isStaff }: Caller) {
  if (to === "approved" || to === "rejected") {
    if (!isStaff) throw new AppError("FORBIDDEN", "Only the office may approve or reject timesheets.");
    // Nobody signs off their own hours.
    if (isOwner) throw new AppError("FORBIDDEN", "You may not approve or reject your own timesheet.");
  }
  const allowed = TRANSITIONS[from][to];
  if (!allowed) {
    const text = `A ${from} timesheet cannot become ${to}.`;
    throw new AppError("CONFLICT", text, { fields: { status: text } });
  }
  if (!allowed.some((who) => (who === "owner" ? isOwner : isStaff))) {
    throw new AppError("FORBIDDEN", "You may not change the status of this timesheet.");
  }
}

// Owners edit their sheet while it is a draft (or was rejected); the office
// also while it waits for approval. Nobody edits an approved sheet.
export function assertEditable(status: TTimesheetStatus, { isStaff }: Caller) {
  if (status === "approved") {
    throw new AppError("CONFLICT", "This timesheet is approved and can no longer change.");
  }
  if (status === "submitted" && !isStaff) {
    throw new AppError("CONFLICT", "This timesheet has been submitted; ask the office to change it.");
  }
}
