import "server-only";
import type { JobStage } from "@/lib/content/statuses";
import type { TUpdateJob } from "@/lib/validation/jobs";
import type { JobRow } from "./job-select";

export type JobChanges = {
  title?: string;
  description?: string;
  location?: string;
  service?: string;
  jobImagePath?: string | null;
  scheduledAt?: Date | null;
  scheduledEndAt?: Date | null;
  userClientId?: string;
  userAssigneeId?: string | null;
  companyId?: string | null;
  jobStage?: JobStage;
};

export type ChangedField = keyof JobChanges;

// The fields of an update whose value differs from the stored job. A form
// may send the whole job back; only what really changes is checked against
// the caller's rights.
export function jobChanges(job: JobRow, input: TUpdateJob): JobChanges {
  const stored: Required<JobChanges> = {
    title: job.title,
    description: job.description,
    location: job.location,
    service: job.service,
    jobImagePath: job.jobImagePath,
    scheduledAt: job.scheduledAt,
    scheduledEndAt: job.scheduledEndAt,
    userClientId: job.clientId,
    userAssigneeId: job.assigneeId,
    companyId: job.companyId,
    jobStage: job.stage as JobStage,
  };
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(stored) as ChangedField[]) {
    const next = input[key];
    if (next !== undefined && !isSame(next, stored[key])) changes[key] = next;
  }
  return changes as JobChanges;
}

function isSame(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}
