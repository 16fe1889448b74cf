import "server-only";
import { AppError, type FieldErrors } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { assertJobExists, type Tx } from "@/lib/server/rota/people";
import type { TClockOut } from "@/lib/validation/clocking";
import { V } from "@/lib/validation/messages";
import { correctedTimes } from "./corrected-times";

// Office corrections of a clock record (issue #14): changing its times or its
// job needs a reason, and what changed is kept in a ClockCorrection with the
// before and after of each changed field, who made it and why.

const CORRECTED_FIELDS = ["clockInAt", "clockOutAt", "jobId"] as const;
type CorrectedField = (typeof CORRECTED_FIELDS)[number];
type Corrected = { clockInAt: Date; clockOutAt: Date | null; jobId: string | null };

export const isCorrection = (input: TClockOut) => CORRECTED_FIELDS.some((field) => input[field] !== undefined);

// Only the office corrects (403 naming the fields a cleaner sent); a correction
// names its record, gives a reason, and is not an offline event (400).
export function assertCorrectionInput(actor: SessionUser, input: TClockOut): void {
  if (!isStaff(actor.role)) {
    const fields = Object.fromEntries(
      CORRECTED_FIELDS.filter((field) => input[field] !== undefined).map((field) => [field, V.officeOnly]),
    );
    throw new AppError("FORBIDDEN", "Only the office may set clock times or the job.", { fields });
  }
  const fields: FieldErrors = {};
  if (!input.id) fields.id = V.required;
  if (!input.reason) fields.reason = V.reasonRequired;
  if (input.clientId !== undefined) fields.clientId = V.offlineNotWithCorrection;
  if (input.offlineAt !== undefined) fields.offlineAt = V.offlineNotWithCorrection;
  const names = Object.keys(fields);
  if (names.length > 0) throw new AppError("BAD_REQUEST", `Invalid input: ${names.join(", ")}`, { fields });
}

type Stored = Corrected & { id: string; userId: string };

type CorrectionInput = Pick<TClockOut, "clockInAt" | "clockOutAt" | "jobId"> & { reason: string };

// The record's new times and job, after checking them, and the id of the
// correction stored in the caller's transaction. Fields given with their
// stored value are not changes; a request that changes nothing stores no
// correction (correctionId null).
export async function correctRecord(
  tx: Tx,
  actor: SessionUser,
  record: Stored,
  input: CorrectionInput,
): Promise<{ changes: Corrected; correctionId: string | null }> {
  const times = await correctedTimes(tx, record, input);
  if (input.jobId) await assertJobExists(tx, input.jobId);
  const after: Corrected = { ...times, jobId: input.jobId === undefined ? record.jobId : input.jobId };
  const changed = CORRECTED_FIELDS.filter((field) => !isSame(record[field], after[field]));
  if (changed.length === 0) return { changes: after, correctionId: null };
  const correction = await tx.clockCorrection.create({
    data: {
      recordId: record.id,
      byId: actor.id,
      reason: input.reason,
      before: JSON.stringify(pick(record, changed)),
      after: JSON.stringify(pick(after, changed)),
    },
    select: { id: true },
  });
  return { changes: after, correctionId: correction.id };
}

export const isSame = (a: Date | string | null, b: Date | string | null) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

const pick = (values: Corrected, fields: CorrectedField[]) =>
  Object.fromEntries(fields.map((field) => [field, values[field]]));
