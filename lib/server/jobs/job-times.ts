import "server-only";
import { AppError } from "@/lib/api/errors";
import { V } from "@/lib/validation/messages";
import type { JobChanges } from "./job-changes";
import type { JobRow } from "./job-select";

// A job's end (scheduledEndAt) comes after its start and needs one. An update
// is checked with the stored value of what it leaves out: moving the start
// past the stored end answers 400 naming scheduledEndAt. Clearing the start
// clears the end with it (an end alone means nothing); `changes` then gets
// scheduledEndAt: null.
export function checkJobTimes(job: Pick<JobRow, "scheduledAt" | "scheduledEndAt">, changes: JobChanges): void {
  const start = changes.scheduledAt === undefined ? job.scheduledAt : changes.scheduledAt;
  const end = changes.scheduledEndAt === undefined ? job.scheduledEndAt : changes.scheduledEndAt;
  if (!end) return;
  if (!start) {
    if (changes.scheduledEndAt === undefined) {
      changes.scheduledEndAt = null;
      return;
    }
    throw new AppError("BAD_REQUEST", "Invalid input: scheduledAt", { fields: { scheduledAt: V.required } });
  }
  if (end.getTime() <= start.getTime()) {
    throw new AppError("BAD_REQUEST", "Invalid input: scheduledEndAt", { fields: { scheduledEndAt: V.endAfterStart } });
  }
}
