import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { JOB_STAGE, type JobStage } from "@/lib/content/statuses";
import { db } from "@/lib/server/db";
import { syncJobShift } from "@/lib/server/rota/job-shift";
import type { TUpdateJob } from "@/lib/validation/jobs";
import { findVisibleJob } from "./job-access";
import { afterJobChange, type JobChangeOptions } from "./job-events";
import { jobChanges, type ChangedField, type JobChanges } from "./job-changes";
import { checkParties } from "./job-parties";
import { jobSelect, toJobView, type JobRow, type JobView } from "./job-select";
import { checkUpdateScope, updateFollowingVisits } from "./job-series";
import { checkJobTimes } from "./job-times";
import { removeStoredFile } from "./remove-stored-file";
import { needsAssignee, STAGE_NAMES, stageMovers } from "./stage-rules";
import { V } from "@/lib/validation/messages";

export type UpdateJobOptions = { actor: SessionUser; input: TUpdateJob } & JobChangeOptions;

// What each role may change on a job it can see. Staff: everything. The
// assigned Cleaner: the stage only (Pending ↔ Incomplete, see stage-rules).
// A Client: the description of their request, while it is still New.
const CLIENT_FIELDS: readonly ChangedField[] = ["title", "description", "location", "scheduledAt", "scheduledEndAt"];
const CLEANER_FIELDS: readonly ChangedField[] = ["jobStage"];

// The job (this visit) and how many later visits of its series a
// "following" update changed too (job-series.ts; 0 otherwise).
export type UpdatedJobView = JobView & { updatedVisits: number };

export async function updateJob({ actor, input, ...options }: UpdateJobOptions): Promise<UpdatedJobView> {
  checkUpdateScope(actor, input);
  const job = await findVisibleJob(actor, input.id);
  const changes = jobChanges(job, input);
  const changed = Object.keys(changes) as ChangedField[];
  if (changed.length === 0) return { ...toJobView(job), updatedVisits: 0 };

  checkRights(actor, job, changed);
  // A New job given a cleaner becomes Pending, as a job created with one starts and as a
  // series' visit does: left New, its cleaner could not sign it off.
  if (job.stage === JOB_STAGE.New && changes.userAssigneeId && changes.jobStage === undefined) {
    changes.jobStage = JOB_STAGE.Pending;
  }
  const from = job.stage as JobStage;
  const to = changes.jobStage ?? from;
  if (from === JOB_STAGE.Completed) {
    const others = changed.filter((field) => field !== "jobStage");
    if (others.length > 0) throw conflict(others, "A completed job cannot be changed; reopen it first.");
  }
  checkJobTimes(job, changes);
  if (to !== from) checkStageMove(actor, job, from, to);
  const assigneeId = changes.userAssigneeId === undefined ? job.assigneeId : changes.userAssigneeId;
  if (needsAssignee(to) && !assigneeId) {
    const field = to !== from ? "jobStage" : "userAssigneeId";
    throw conflict([field], `A ${STAGE_NAMES[to]} job needs a cleaner.`);
  }
  const { clientCompanyId } = await checkParties({
    clientId: changes.userClientId,
    assigneeId: changes.userAssigneeId,
    companyId: changes.companyId,
  });
  // A job that changes client moves to the new client's company unless one is given.
  const companyId = changes.userClientId && input.companyId === undefined ? clientCompanyId : changes.companyId;
  const isFollowing = input.scope === "following";
  return save(job, { ...changes, companyId }, from === JOB_STAGE.Completed, actor, options, isFollowing);
}

function checkRights(actor: SessionUser, job: JobRow, changed: readonly ChangedField[]) {
  if (isStaff(actor.role)) return;
  const allowed = actor.role === "Client" ? CLIENT_FIELDS : CLEANER_FIELDS;
  const refused = changed.filter((field) => !allowed.includes(field));
  if (refused.length > 0) {
    throw new AppError("FORBIDDEN", `You may not change: ${refused.join(", ")}`, {
      fields: Object.fromEntries(refused.map((field) => [field, "You may not change this field."])),
    });
  }
  if (actor.role === "Client" && job.stage !== JOB_STAGE.New) {
    throw conflict(changed, "The job is already being handled; ask the office to change it.");
  }
}

function checkStageMove(actor: SessionUser, job: JobRow, from: JobStage, to: JobStage) {
  const movers = stageMovers(from, to);
  if (!movers) {
    const why =
      to === JOB_STAGE.Completed
        ? "A job is completed by signing it off (POST /api/JobSigned/CreateJobSigned)."
        : `A job cannot move from ${STAGE_NAMES[from]} to ${STAGE_NAMES[to]}.`;
    throw conflict(["jobStage"], why);
  }
  const isAssignee = actor.role === "Cleaner" && job.assigneeId === actor.id;
  const mover = isStaff(actor.role) ? "staff" : isAssignee ? "assignee" : null;
  if (!mover || !movers.includes(mover)) {
    throw new AppError("FORBIDDEN", `You may not move a job from ${STAGE_NAMES[from]} to ${STAGE_NAMES[to]}.`, {
      fields: { jobStage: V.officeOnlyChange },
    });
  }
}

function conflict(fields: readonly string[], message: string) {
  return new AppError("CONFLICT", message, { fields: Object.fromEntries(fields.map((field) => [field, message])) });
}

// The fields of a job its rota shift is made of (lib/server/rota/job-shift.ts).
const SHIFT_FIELDS: readonly ChangedField[] = ["userAssigneeId", "scheduledAt", "scheduledEndAt", "location", "title"];

// The write is conditional on the stage read above, so a sign-off or another
// update that landed in between is not overwritten (409, reload and retry).
// The change's timeline events and e-mails are written in its transaction (job-events.ts).
async function save(
  job: JobRow,
  changes: JobChanges,
  isReopening: boolean,
  actor: SessionUser,
  options: JobChangeOptions,
  isFollowing = false,
): Promise<UpdatedJobView> {
  const { userClientId, userAssigneeId, jobStage, ...fields } = changes;
  let updatedVisits = 0;
  const updated = await db.$transaction(async (tx) => {
    const { count } = await tx.job.updateMany({
      where: { id: job.id, stage: job.stage },
      data: { ...fields, clientId: userClientId, assigneeId: userAssigneeId, stage: jobStage },
    });
    if (count !== 1) throw new AppError("CONFLICT", "The job was changed meanwhile; reload it and try again.");
    if (isReopening) await tx.jobSignature.delete({ where: { jobId: job.id } });
    const after = await tx.job.findUniqueOrThrow({ where: { id: job.id }, select: jobSelect });
    await afterJobChange(tx, job, after, actor, options);
    // The job's rota shift follows its cleaner, times and address; a clash refuses the update (409 scheduledAt).
    if (SHIFT_FIELDS.some((field) => changes[field] !== undefined)) {
      await syncJobShift(tx, after, { actorId: actor.id, isStaffActor: isStaff(actor.role) });
    }
    // Scope "following": the later visits of the series and the series itself.
    if (isFollowing) updatedVisits = await updateFollowingVisits(tx, { before: job, after, changes, actor });
    return after;
  });
  if (isReopening && job.signature) await removeStoredFile(job.signature.signatureImagePath);
  return { ...toJobView(updated), updatedVisits };
}
