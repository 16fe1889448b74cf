import "server-only";
import { AppError } from "@/lib/api/errors";
import { SERVICES } from "@/lib/content/services";
import { readStoredEstimate, visitNetCents, type StoredEstimate } from "@/lib/pricing/estimate";
import { readRates } from "@/lib/pricing/rates";
import { db } from "@/lib/server/db";
import { CATEGORY_TYPE } from "@/lib/validation/categories";

// Why a job's visit has, or has not, a price to start its invoice from.
export type JobPriceReason =
  // From the office's rates and the quote's answers.
  | "priced"
  // The job did not come from a quote with an estimate (taken by phone, made by hand).
  | "noQuote"
  // The job's service has no rates (the Categories screen sets them).
  | "noRates"
  // The quote did not answer what the service is priced by (rooms, or floor area).
  | "missingFacts";

export type JobPrice = {
  jobId: string;
  service: string;
  // One visit before VAT, the starting price of the estimate's range; null unless priced.
  unitPriceCents: number | null;
  reason: JobPriceReason;
  // The quote the job came from, as the office reads it on the enquiry.
  quote: {
    enquiryId: string;
    createdAt: Date;
    estimate: StoredEstimate;
    preferredDate: string | null;
    preferredWindow: string | null;
  } | null;
};

const QUOTE = {
  id: true,
  createdAt: true,
  estimate: true,
  preferredDate: true,
  preferredWindow: true,
} as const;

// The price of one visit of a job, for "Invoice this job": today's rates of
// its service applied to the answers of the quote it came from (for a visit
// of a recurring job, the quote of its series). The office reads it as a
// starting point: the invoice form shows where it came from, and the quote.
export async function jobPrice(jobId: string): Promise<JobPrice> {
  const job = await db.job.findUnique({
    where: { id: jobId },
    select: { id: true, service: true, seriesId: true, enquiry: { select: QUOTE } },
  });
  if (!job) throw new AppError("NOT_FOUND", "The job was not found.");
  const enquiry =
    job.enquiry ??
    (job.seriesId ? await db.enquiry.findFirst({ where: { job: { seriesId: job.seriesId } }, select: QUOTE }) : null);
  const estimate = enquiry ? readStoredEstimate(enquiry.estimate) : null;
  const quote =
    enquiry && estimate
      ? {
          enquiryId: enquiry.id,
          createdAt: enquiry.createdAt,
          estimate,
          preferredDate: enquiry.preferredDate,
          preferredWindow: enquiry.preferredWindow,
        }
      : null;
  const answer = (reason: JobPriceReason, unitPriceCents: number | null = null): JobPrice => ({
    jobId: job.id,
    service: job.service,
    unitPriceCents,
    reason,
    quote,
  });

  const service = SERVICES.find((known) => known.name === job.service);
  if (!quote || !service) return answer("noQuote");
  // A retired service keeps its rates for the jobs done before it was retired.
  const category = await db.category.findFirst({
    where: { type: CATEGORY_TYPE, slug: service.slug },
    select: { rates: true },
  });
  const rates = readRates(category?.rates);
  if (!rates) return answer("noRates");
  const net = visitNetCents(service.pricing, rates, quote.estimate.facts);
  return net === null ? answer("missingFacts") : answer("priced", net);
}
