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

export type JobQuote = {
  enquiryId: string;
  createdAt: Date;
  estimate: StoredEstimate;
  preferredDate: string | null;
  preferredWindow: string | null;
};

export type VisitPrice = {
  // One visit before VAT, the starting price of the estimate's range; null unless priced.
  unitPriceCents: number | null;
  reason: JobPriceReason;
  // The quote the job came from, as the office reads it on the enquiry.
  quote: JobQuote | null;
};

export type JobPrice = VisitPrice & {
  jobId: string;
  service: string;
  // The invoices this job is on already (as their job, or on one of their lines).
  invoices: { id: string; invoiceNumber: string }[];
};

const QUOTE = {
  id: true,
  createdAt: true,
  estimate: true,
  preferredDate: true,
  preferredWindow: true,
} as const;

type QuoteRow = {
  id: string;
  createdAt: Date;
  estimate: unknown;
  preferredDate: string | null;
  preferredWindow: string | null;
};
type PricedJob = { id: string; service: string; seriesId: string | null; enquiry: QuoteRow | null };

export const pricedJobSelect = { id: true, service: true, seriesId: true, enquiry: { select: QUOTE } } as const;

function toQuote(row: QuoteRow | null | undefined): JobQuote | null {
  const estimate = row ? readStoredEstimate(row.estimate) : null;
  if (!row || !estimate) return null;
  return {
    enquiryId: row.id,
    createdAt: row.createdAt,
    estimate,
    preferredDate: row.preferredDate,
    preferredWindow: row.preferredWindow,
  };
}

// The price of one visit of each job: today's rates of its service applied
// to the answers of the quote it came from (for a visit of a recurring job,
// the quote of its series). Three reads whatever the number of jobs. The
// office reads it as a starting point: the invoice form shows where it came
// from, and the quote.
export async function visitPrices(jobs: readonly PricedJob[]): Promise<Map<string, VisitPrice>> {
  const seriesIds = [...new Set(jobs.flatMap((job) => (!job.enquiry && job.seriesId ? [job.seriesId] : [])))];
  const services = jobs.flatMap((job) => SERVICES.find((known) => known.name === job.service) ?? []);
  const [seriesQuotes, categories] = await Promise.all([
    seriesIds.length === 0
      ? []
      : db.enquiry.findMany({
          where: { job: { seriesId: { in: seriesIds } } },
          select: { ...QUOTE, job: { select: { seriesId: true } } },
          orderBy: { createdAt: "asc" },
        }),
    // A retired service keeps its rates for the jobs done before it was retired.
    services.length === 0
      ? []
      : db.category.findMany({
          where: { type: CATEGORY_TYPE, slug: { in: [...new Set(services.map((service) => service.slug))] } },
          select: { slug: true, rates: true },
        }),
  ]);
  const quoteOfSeries = new Map<string, QuoteRow>();
  for (const row of seriesQuotes) {
    const seriesId = row.job?.seriesId;
    if (seriesId && !quoteOfSeries.has(seriesId)) quoteOfSeries.set(seriesId, row);
  }
  const ratesOf = new Map(categories.map((category) => [category.slug, readRates(category.rates)]));

  const prices = new Map<string, VisitPrice>();
  for (const job of jobs) {
    const quote = toQuote(job.enquiry ?? (job.seriesId ? quoteOfSeries.get(job.seriesId) : null));
    const service = SERVICES.find((known) => known.name === job.service);
    const rates = service ? ratesOf.get(service.slug) : null;
    const net = quote && service && rates ? visitNetCents(service.pricing, rates, quote.estimate.facts) : null;
    const reason: JobPriceReason =
      !quote || !service ? "noQuote" : !rates ? "noRates" : net === null ? "missingFacts" : "priced";
    prices.set(job.id, { unitPriceCents: net, reason, quote });
  }
  return prices;
}

// GET /invoice/jobPrice: one job's visit, for "Invoice this job", with the
// invoices it is on already (the form warns before it is billed twice).
export async function jobPrice(jobId: string): Promise<JobPrice> {
  const [job, invoices] = await Promise.all([
    db.job.findUnique({ where: { id: jobId }, select: pricedJobSelect }),
    db.invoice.findMany({
      where: { OR: [{ jobId }, { items: { some: { jobId } } }] },
      select: { id: true, invoiceNumber: true },
      orderBy: { createdAt: "asc" },
    }),
  ]);
  if (!job) throw new AppError("NOT_FOUND", "The job was not found.");
  const price = (await visitPrices([job])).get(job.id)!;
  return { jobId: job.id, service: job.service, ...price, invoices };
}
