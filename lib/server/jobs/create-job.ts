import "server-only";
import { AppError, type FieldErrors } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { JOB_STAGE } from "@/lib/content/statuses";
import type { TCreateJob } from "@/lib/validation/jobs";
import { V } from "@/lib/validation/messages";
import { createJobRecorded, type JobChangeOptions } from "./job-events";
import { checkParties } from "./job-parties";
import { jobSelect, toJobView, type JobView } from "./job-select";
import { createJobSeries } from "./job-series";
import { CREATE_STAGES, STAGE_NAMES } from "./stage-rules";

export type CreateJobOptions = { actor: SessionUser; input: TCreateJob } & JobChangeOptions;

// Staff create jobs for any client. A Client may only request a job for
// themselves: no cleaner, stage New, their own company; asking for more is
// refused (403) rather than silently dropped. Cleaners never create jobs.
export async function createJob({ actor, input, ...options }: CreateJobOptions): Promise<JobView> {
  if (actor.role === "Cleaner") throw new AppError("FORBIDDEN", "Cleaners cannot create jobs.");
  const isRequest = !isStaff(actor.role);
  if (isRequest) refuseClientExtras(actor, input);

  const clientId = isRequest ? actor.id : input.userClientId;
  if (!clientId) {
    throw new AppError("BAD_REQUEST", "Invalid input: userClientId", {
      fields: { userClientId: V.chooseJobClient },
    });
  }
  const assigneeId = input.userAssigneeId ?? null;
  const stage = input.jobStage ?? JOB_STAGE.New;
  const { clientCompanyId } = await checkParties({ clientId, assigneeId, companyId: input.companyId });
  if (!CREATE_STAGES.includes(stage)) {
    throw new AppError("CONFLICT", `A job cannot start as ${STAGE_NAMES[stage]}.`, {
      fields: { jobStage: V.newJobStage },
    });
  }
  if (stage === JOB_STAGE.Pending && !assigneeId) {
    throw new AppError("CONFLICT", "A Pending job needs a cleaner.", {
      fields: { jobStage: V.pendingNeedsCleaner },
    });
  }

  // With its timeline events and e-mails (job-events.ts), in one transaction;
  // with `repeat`, as the first visit of a new series (job-series.ts).
  const record = input.repeat ? createJobSeries(input.repeat) : createJobRecorded;
  const created = await record({
    data: {
      title: input.title,
      description: input.description ?? "",
      location: input.location,
      service: input.service,
      jobImagePath: input.jobImagePath ?? null,
      scheduledAt: input.scheduledAt ?? null,
      scheduledEndAt: input.scheduledEndAt ?? null,
      stage,
      clientId,
      assigneeId,
      companyId: input.companyId === undefined ? clientCompanyId : input.companyId,
    },
    select: jobSelect,
    actor,
    ...options,
  });
  return toJobView(created);
}

function refuseClientExtras(actor: SessionUser, input: TCreateJob) {
  const fields: FieldErrors = {};
  if (input.userClientId && input.userClientId !== actor.id) {
    fields.userClientId = "You may only request jobs for yourself.";
  }
  if (input.userAssigneeId) fields.userAssigneeId = "The office assigns the cleaner.";
  if (input.jobStage !== undefined && input.jobStage !== JOB_STAGE.New) {
    fields.jobStage = "A job request starts as New.";
  }
  if (input.companyId && input.companyId !== actor.companyId) {
    fields.companyId = "You may only request jobs for your own company.";
  }
  if (input.repeat) fields.repeat = V.officeOnly;
  if (Object.keys(fields).length > 0) {
    throw new AppError("FORBIDDEN", `You may not set: ${Object.keys(fields).join(", ")}`, { fields });
  }
}
