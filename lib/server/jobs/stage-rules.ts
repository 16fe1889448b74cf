import { JOB_STAGE, type JobStage } from "@/lib/content/statuses";

// Stage changes through PUT /api/job/updatejob (spec §3 stages; the rules are
// the product's, see docs/api/jobs.md). "assignee" is the job's own cleaner.
// Completed is reached only by signing the job off, never by an update.
export type StageMover = "staff" | "assignee";

const { New, Pending, Incomplete, Completed } = JOB_STAGE;

const TRANSITIONS: ReadonlyArray<readonly [JobStage, JobStage, readonly StageMover[]]> = [
  [New, Pending, ["staff"]],
  [Pending, Incomplete, ["staff", "assignee"]],
  [Incomplete, Pending, ["staff", "assignee"]],
  [Pending, New, ["staff"]],
  [Incomplete, New, ["staff"]],
  // Reopening a completed job discards its sign-off.
  [Completed, Incomplete, ["staff"]],
];

// Who may move a job from one stage to another; null when nobody may.
export function stageMovers(from: JobStage, to: JobStage): readonly StageMover[] | null {
  return TRANSITIONS.find(([a, b]) => a === from && b === to)?.[2] ?? null;
}

// Pending and Incomplete jobs are being worked on, so they need a cleaner.
export function needsAssignee(stage: JobStage): boolean {
  return stage === Pending || stage === Incomplete;
}

export const STAGE_NAMES: Record<JobStage, string> = {
  0: "New",
  1: "Pending",
  2: "Incomplete",
  3: "Completed",
};

// Stages a job may be created in: New, or Pending when a cleaner is assigned at once.
export const CREATE_STAGES: readonly JobStage[] = [New, Pending];
