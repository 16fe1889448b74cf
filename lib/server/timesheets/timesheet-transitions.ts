import "server-only";
import { AppError } from "@/lib/api/errors";
import { V } from "@/lib/validation/messages";
import type { TTimesheetStatus } from "@/lib/validation/timesheets";

type Who = "owner" | "staff";

// Who may move a timesheet from one status to another. A rejected sheet goes
// back to draft so its owner can fix and resubmit it. An approved sheet is
// final, except that the office may unlock it (back to draft) with a reason.
const TRANSITIONS: Record<TTimesheetStatus, Partial<Record<TTimesheetStatus, readonly Who[]>>> = {
  draft: { submitted: ["owner", "staff"] },
  submitted: { approved: ["staff"], rejected: ["staff"] },
  rejected: { draft: ["owner", "staff"] },
  approved: { draft: ["staff"] },
};

type Caller = { isOwner: boolean; isStaff: boolean };

const isUnlock = (from: TTimesheetStatus, to: TTimesheetStatus) => from === "approved" && to === "draft";

export function assertTransition(from: TTimesheetStatus, to: TTimesheetStatus, { isOwner, isStaff }: Caller) {
  if (to === "approved" || to === "rejected" || isUnlock(from, to)) {
    if (!isStaff) throw new AppError("FORBIDDEN", "Only the office may approve, reject or unlock timesheets.");
    // Nobody signs off their own hours, nor reopens them once signed off.
    if (isOwner) throw new AppError("FORBIDDEN", "You may not approve, reject or unlock your own timesheet.");
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

// A rejection tells the owner what to fix; an unlock reopens paid hours, so
// both say why (kept in the timesheet's history).
export function assertReason(from: TTimesheetStatus, to: TTimesheetStatus, reason: string | undefined) {
  if (reason) return;
  if (to === "rejected") {
    throw new AppError("BAD_REQUEST", "Invalid input: reason", { fields: { reason: V.rejectReasonRequired } });
  }
  if (isUnlock(from, to)) {
    throw new AppError("BAD_REQUEST", "Invalid input: reason", { fields: { reason: V.unlockReasonRequired } });
  }
}

// Owners edit their sheet while it is a draft (or was rejected); the office
// also while it waits for approval. Nobody edits an approved sheet.
export function assertEditable(status: TTimesheetStatus, { isStaff }: Caller) {
  if (status === "approved") {
    throw new AppError("CONFLICT", V.timesheetApprovedLocked);
  }
  if (status === "submitted" && !isStaff) {
    throw new AppError("CONFLICT", V.timesheetSubmittedLocked);
  }
}
