import "server-only";
import { AppError } from "@/lib/api/errors";
import { INVOICE_STATUS as S, type InvoiceStatus } from "@/lib/content/statuses";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Role } from "@/lib/auth/roles";
import { V } from "@/lib/validation/messages";

// The API never stores 3; a stored 3 (older data) reads as overdue and
// changes status as a pending invoice does.
export const baseStatus = (stored: number) => (stored === S.overdue ? S.pending : stored);

// A pending invoice is overdue once its due day is over (dueDate < today, Dublin days).
export function effectiveStatus(stored: number, dueDate: Date, today: Date): number {
  return stored === S.overdue || (stored === S.pending && dueDate < today) ? S.overdue : stored;
}

// The same rule as effectiveStatus, as a filter, so that status 3 finds late
// pending invoices and status 1 does not.
export function whereStatus(status: InvoiceStatus, today: Date): Prisma.InvoiceWhereInput {
  if (status === S.overdue) return { OR: [{ status: S.overdue }, { status: S.pending, dueDate: { lt: today } }] };
  if (status === S.pending) return { status: S.pending, dueDate: { gte: today } };
  return { status };
}

const TRANSITIONS: Record<number, readonly number[]> = {
  [S.draft]: [S.pending],
  [S.pending]: [S.paid, S.draft],
  [S.paid]: [S.pending],
};

/**
 * The status to store after an update asks for `requested`, or an error.
 * Sending the current (effective) status back is no change, so a form may
 * send the whole invoice it read, overdue included.
 */
export function nextStatus(current: { stored: number; dueDate: Date }, requested: number, role: Role, today: Date) {
  const base = baseStatus(current.stored);
  if (requested === effectiveStatus(current.stored, current.dueDate, today) || requested === base) return base;
  if (requested === S.overdue) {
    throw new AppError("BAD_REQUEST", "Overdue follows from the due date; it cannot be set.", {
      fields: { status: V.overdueDerived },
    });
  }
  if (!TRANSITIONS[base]?.includes(requested)) {
    throw new AppError("CONFLICT", "This status change is not allowed.", {
      fields: { status: `An invoice cannot go from ${base} to ${requested}.` },
    });
  }
  // Reopening a paid invoice undoes a payment record: a correction kept for the Super Administrator.
  if (base === S.paid && role !== "SuperAdministrator") {
    throw new AppError("FORBIDDEN", "Only a Super Administrator may reopen a paid invoice.");
  }
  return requested;
}

type Dated = { status: number; sentAt: Date | null; paidAt: Date | null };

/**
 * The sentAt and paidAt an invoice gets when its stored status goes to
 * `next` (the result of nextStatus): draft → pending is sending it to the
 * client (sentAt = now, kept once set, a recall included); moving to paid
 * records the day of payment (the body's paidAt, default today, never after
 * today); leaving paid clears it. Fields left out of the answer stay as they are.
 */
export function statusDates(
  stored: Dated,
  next: number,
  paidAt: Date | null | undefined,
  now: Date,
  today: Date,
): { sentAt?: Date; paidAt?: Date | null } {
  const from = baseStatus(stored.status);
  if (from === S.draft && next === S.pending) return stored.sentAt ? {} : { sentAt: now };
  if (from !== S.paid && next === S.paid) {
    const day = paidAt ?? today;
    if (day > today) {
      throw new AppError("BAD_REQUEST", "Invalid input: paidAt", { fields: { paidAt: V.paidInFuture } });
    }
    return { paidAt: day };
  }
  if (from === S.paid && next !== S.paid) return { paidAt: null };
  return {};
}
