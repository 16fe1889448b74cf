import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { JOB_STAGE } from "@/lib/content/statuses";
import { db } from "@/lib/server/db";
import { saveUpload } from "@/lib/server/uploads/store";
import type { TCreateJobSigned } from "@/lib/validation/jobs";
import { decodeSignatureImage } from "./decode-signature-image";
import { findVisibleJob } from "./job-access";
import { afterJobChange } from "./job-events";
import { jobSelect, toJobView, type JobView } from "./job-select";
import { removeStoredFile } from "./remove-stored-file";
import { V } from "@/lib/validation/messages";

export type CreateJobSignatureOptions = { actor: SessionUser; input: TCreateJobSigned };

const SIGNABLE = [JOB_STAGE.Pending, JOB_STAGE.Incomplete];

// Signing a job off completes it (the only way to reach Completed). Whoever
// may see the job may record the sign-off: the office, the job's client, or
// its cleaner, on whose phone the client usually signs.
export async function createJobSignature({ actor, input }: CreateJobSignatureOptions): Promise<JobView> {
  const job = await findVisibleJob(actor, input.jobId);
  if (job.signature) {
    throw new AppError("CONFLICT", "This job is already signed off.", { fields: { jobId: V.alreadySignedOff } });
  }
  if (!SIGNABLE.some((stage) => stage === job.stage)) {
    throw new AppError("CONFLICT", "Only Pending or Incomplete jobs can be signed off.", {
      fields: { jobId: V.signOffStage },
    });
  }
  const bytes = decodeSignatureImage(input.signatureImage);
  const signatureImagePath = await saveUpload({ data: bytes, kind: "signature", ownerId: job.id });
  try {
    const completed = await db.$transaction(async (tx) => {
      // Conditional on the stage, so two sign-offs at once cannot both succeed.
      const { count } = await tx.job.updateMany({
        where: { id: job.id, stage: { in: SIGNABLE } },
        data: { stage: JOB_STAGE.Completed },
      });
      if (count !== 1) throw new AppError("CONFLICT", "This job was changed meanwhile; reload it.");
      await tx.jobSignature.create({
        data: {
          jobId: job.id,
          signerName: input.signerName,
          signatureImagePath,
          notes: input.notes ?? null,
          signedById: actor.id,
        },
      });
      const after = await tx.job.findUniqueOrThrow({ where: { id: job.id }, select: jobSelect });
      // The `signed` event and the client's e-mail, with the sign-off.
      await afterJobChange(tx, job, after, actor);
      return after;
    });
    return toJobView(completed);
  } catch (error) {
    await removeStoredFile(signatureImagePath);
    throw error;
  }
}
