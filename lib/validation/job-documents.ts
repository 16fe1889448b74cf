import { z } from "zod";
import { routing } from "@/lib/i18n/routing";
import { zId } from "./fields";
import { V } from "./messages";

// A job as a document: the PDF of its signed record.

// GET /api/job/signoffpdf?jobId=&locale= (locale left out: the caller's own language)
export const ZJobSignOffPdfQuery = z.object({
  jobId: zId,
  locale: z.enum(routing.locales, { error: V.locale }).optional(),
});

export type TJobSignOffPdfQuery = z.infer<typeof ZJobSignOffPdfQuery>;
