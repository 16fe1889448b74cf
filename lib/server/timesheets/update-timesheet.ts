import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { AppError } from "@/lib/api/errors";
import { waitingRequestsIn } from "@/lib/server/clocking/correction-requests";
import { db } from "@/lib/server/db";
import { timesheetRejectedMail } from "@/lib/server/mail/messages";
import { queueMail } from "@/lib/server/mail/outbox";
import { toLocale } from "@/lib/server/mail/translator";
import { V, withValues } from "@/lib/validation/messages";
import type { TUpdateTimesheet } from "@/lib/validation/timesheets";
import { assertMayUseTimesheets, timesheetNotFound, visibleTimesheets } from "./timesheet-access";
import { assertPeriod, assertPeriodFree } from "./timesheet-rules";
import { actionOf, recordEvent } from "./timesheet-events";
import { assertEditable, assertReason, assertTransition } from "./timesheet-transitions";
import { timesheetSelect, toTimesheet, type Timesheet } from "./timesheet-select";

export type UpdateTimesheetOptions = { actor: SessionUser; input: TUpdateTimesheet };

// Edits the fields given and, with status, moves the sheet along its workflow
// (timesheet-transitions.ts). Approving or rejecting records who did it; every
// change of status is kept in the sheet's history with its reason. A reason
// sent without a change of status is not kept. A sheet returned (rejected)
// e-mails its owner the reason.
export async function updateTimesheet({ actor, input }: UpdateTimesheetOptions): Promise<Timesheet> {
  assertMayUseTimesheets(actor);
  const { id, status, reason, ...fields } = input;
  return db.$transaction(async (tx) => {
    const current = await tx.timesheet.findFirst({
      where: { AND: [{ id }, visibleTimesheets(actor)] },
      select: { userId: true, status: true, periodStart: true, periodEnd: true, minutesWorked: true },
    });
    if (!current) throw timesheetNotFound();
    const caller = { isOwner: current.userId === actor.id, isStaff: isStaff(actor.role) };
    const hasEdits = Object.values(fields).some((value) => value !== undefined);
    const isTransition = status !== undefined && status !== current.status;
    if (hasEdits || !isTransition) assertEditable(current.status, caller);
    if (isTransition) {
      assertTransition(current.status, status, caller);
      assertReason(current.status, status, reason);
      if (status === "approved") await assertNoCorrectionsWaiting(tx, current.userId, fields, current);
    }

    const period = {
      periodStart: fields.periodStart ?? current.periodStart,
      periodEnd: fields.periodEnd ?? current.periodEnd,
    };
    assertPeriod(period, fields.minutesWorked ?? current.minutesWorked);
    if (fields.periodStart || fields.periodEnd) await assertPeriodFree(tx, current.userId, period, id);

    const row = await tx.timesheet.update({
      where: { id },
      data: {
        ...period,
        ...(fields.minutesWorked !== undefined && { minutesWorked: fields.minutesWorked }),
        ...(fields.notes !== undefined && { notes: fields.notes }),
        ...(isTransition && {
          status,
          approvedById: status === "approved" || status === "rejected" ? actor.id : null,
        }),
      },
      select: timesheetSelect,
    });
    if (isTransition) {
      await recordEvent(tx, { timesheetId: id, action: actionOf(current.status, status), reason, byId: actor.id });
    }
    // A returned sheet: its owner is told why (they used to find out only by looking).
    if (isTransition && status === "rejected" && reason) {
      const owner = await tx.user.findUniqueOrThrow({
        where: { id: current.userId },
        select: { email: true, firstName: true, locale: true },
      });
      await queueMail(
        tx,
        timesheetRejectedMail(
          { to: owner.email, name: owner.firstName, locale: toLocale(owner.locale) },
          { id, periodStart: current.periodStart, reason },
        ),
      );
    }
    return toTimesheet(row);
  });
}

// Approving locks the period's clock records, so a correction the cleaner
// asked for in it could no longer be made: the office decides those first.
async function assertNoCorrectionsWaiting(
  tx: Parameters<typeof waitingRequestsIn>[0],
  userId: string,
  fields: { periodStart?: Date; periodEnd?: Date },
  current: { periodStart: Date; periodEnd: Date },
) {
  const period = {
    periodStart: fields.periodStart ?? current.periodStart,
    periodEnd: fields.periodEnd ?? current.periodEnd,
  };
  const waiting = await waitingRequestsIn(tx, userId, period);
  if (waiting > 0) {
    // The key as the message too: every caller reads the sentence in their language.
    const message = withValues(V.correctionsWaiting, { count: waiting });
    throw new AppError("CONFLICT", message, { fields: { status: message } });
  }
}
