import "server-only";
import fs from "node:fs/promises";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import type { Locale } from "@/lib/i18n/routing";
import { toLocale } from "@/lib/server/mail/translator";
import { resolveUpload, segmentsOfDbPath, sniffType, type UploadKind } from "@/lib/server/uploads/store";
import { findVisibleJob } from "./job-access";
import { fullName } from "./job-select";
import { renderSignOffPdf, signOffPdfFilename, type SignOffPdfImage } from "./signoff-pdf-render";
import { V } from "@/lib/validation/messages";

export type SignOffPdf = { pdf: Buffer; filename: string; locale: Locale };

export type SignOffPdfOptions = { actor: SessionUser; jobId: string; locale?: Locale };

/**
 * The signed record of a job as a PDF, for whoever sees the job (404
 * otherwise), in `locale` or else the caller's own language. A job that is
 * not signed off has no record (409 naming jobId).
 */
export async function signOffPdf({ actor, jobId, locale }: SignOffPdfOptions): Promise<SignOffPdf> {
  const job = await findVisibleJob(actor, jobId);
  const { signature } = job;
  if (!signature) {
    throw new AppError("CONFLICT", "This job has not been signed off yet.", {
      fields: { jobId: V.noSignOffYet },
    });
  }
  const chosen = locale ?? toLocale(actor.locale);
  // One after another: a job's photos may weigh up to 20 × 5 MB.
  const signatureImage = await readStoredImage(signature.signatureImagePath, "signature", job.id);
  const photos: SignOffPdfImage[] = [];
  for (const photo of job.photos) photos.push(await readStoredImage(photo.path, "job", job.id));
  const pdf = await renderSignOffPdf({
    locale: chosen,
    job: {
      id: job.id,
      title: job.title,
      service: job.service,
      location: job.location,
      scheduledAt: job.scheduledAt,
      scheduledEndAt: job.scheduledEndAt,
      clientName: fullName(job.client),
      cleanerName: job.assignee ? fullName(job.assignee) : null,
    },
    signOff: {
      signerName: signature.signerName,
      signedAt: signature.signedAt,
      notes: signature.notes,
      image: signatureImage,
    },
    photos,
  });
  return { pdf, filename: signOffPdfFilename(job), locale: chosen };
}

// A file of the job from the upload store, by its dbPath. Only the job's own
// folder of that kind is read; a path that is not one, or a file no longer
// on disk, answers no data (the PDF then says the image cannot be shown).
async function readStoredImage(dbPath: string, kind: UploadKind, jobId: string): Promise<SignOffPdfImage> {
  const stored = resolveUpload(segmentsOfDbPath(dbPath));
  const typeOf = (mime: string) => mime.replace(/^image\//, "").toUpperCase();
  if (!stored || stored.kind !== kind || stored.ownerId !== jobId) return { data: null, type: "?" };
  try {
    const data = await fs.readFile(stored.absolutePath);
    return { data, type: typeOf(sniffType(data)?.mime ?? stored.mime) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { data: null, type: typeOf(stored.mime) };
    throw error;
  }
}
