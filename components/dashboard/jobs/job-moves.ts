import { isStaff, type Role } from "@/lib/auth/roles";
import { STATUSES, JOB_STAGE, type JobStage } from "@/lib/content/statuses";
import { stageMovers } from "@/lib/server/jobs/stage-rules";

export type Actor = { id: string; role: Role };
type MovableJob = { jobStage: JobStage; userAssigneeId: string | null };

export const STAGES = STATUSES.jobStage.map((status) => status.value) as JobStage[];

// Why a stage change is refused before asking the server, or null when the
// viewer may make it. The rules are the API's (stage-rules.ts has no server
// code, so the screens read the same table); the server checks them again.
export function moveRefusal(actor: Actor, job: MovableJob, to: JobStage): "signOff" | "notAllowed" | "notYours" | null {
  if (to === JOB_STAGE.Completed) return "signOff";
  const movers = stageMovers(job.jobStage, to);
  if (!movers) return "notAllowed";
  if (isStaff(actor.role) && movers.includes("staff")) return null;
  if (actor.role === "Cleaner" && job.userAssigneeId === actor.id && movers.includes("assignee")) return null;
  return "notYours";
}

// The stages the viewer may move a job to.
export const moveTargets = (actor: Actor, job: MovableJob) =>
  STAGES.filter((stage) => stage !== job.jobStage && moveRefusal(actor, job, stage) === null);

// Who may sign a job off (the API's rule): whoever sees it, while it is being worked on.
export const canSignOff = (job: MovableJob) =>
  job.jobStage === JOB_STAGE.Pending || job.jobStage === JOB_STAGE.Incomplete;
