import "server-only";
import { JOB_STAGE } from "@/lib/content/statuses";
import { db } from "@/lib/server/db";
import type { TUninvoicedVisits } from "@/lib/validation/invoices";
import type { TPaged } from "@/lib/validation/pagination";
import { pricedJobSelect, visitPrices, type JobPriceReason } from "./job-price";

export type UninvoicedVisit = {
  jobId: string;
  title: string;
  service: string;
  location: string;
  scheduledAt: Date | null;
  // One visit before VAT from its quote and today's rates, or null (reason says why).
  unitPriceCents: number | null;
  reason: JobPriceReason;
};

// A client's completed visits that no invoice covers yet (neither as its job
// nor on a line), oldest first: what the office bills at the end of a month
// of regular cleans, one line per visit.
export async function uninvoicedVisits({
  clientId,
  pageNumber,
  pageSize,
}: TUninvoicedVisits): Promise<TPaged<UninvoicedVisit>> {
  const where = {
    clientId,
    stage: JOB_STAGE.Completed,
    invoices: { none: {} },
    invoiceItems: { none: {} },
  };
  const [rows, totalRecords] = await Promise.all([
    db.job.findMany({
      where,
      select: { ...pricedJobSelect, title: true, location: true, scheduledAt: true },
      orderBy: [{ scheduledAt: { sort: "asc", nulls: "last" } }, { createdAt: "asc" }, { id: "asc" }],
      skip: (pageNumber - 1) * pageSize,
      take: pageSize,
    }),
    db.job.count({ where }),
  ]);
  const prices = await visitPrices(rows);
  return {
    data: rows.map((row) => {
      const price = prices.get(row.id)!;
      return {
        jobId: row.id,
        title: row.title,
        service: row.service,
        location: row.location,
        scheduledAt: row.scheduledAt,
        unitPriceCents: price.unitPriceCents,
        reason: price.reason,
      };
    }),
    totalRecords,
  };
}
