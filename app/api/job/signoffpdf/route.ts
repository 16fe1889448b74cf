import { route } from "@/lib/api/handler";
import { jobOperations } from "@/lib/api/operations/jobs";
import { languageTag } from "@/lib/i18n/locales";
import { signOffPdf } from "@/lib/server/jobs/signoff-pdf";

// GET /api/job/signoffpdf?jobId=&locale= – a signed-off job's record as a PDF download (whoever sees the job)
export const GET = route(jobOperations.signOffPdf, async ({ session, query }) => {
  const { pdf, filename, locale } = await signOffPdf({ actor: session, jobId: query.jobId, locale: query.locale });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${filename}"`,
      "content-language": languageTag(locale),
      "cache-control": "no-store",
    },
  });
});
