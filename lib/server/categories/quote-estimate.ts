import "server-only";
import type { ServiceSlug } from "@/lib/content/services";
import { db } from "@/lib/server/db";
import { estimateQuote, type QuoteFacts, type StoredEstimate } from "@/lib/pricing/estimate";
import { readRates, type Rates } from "@/lib/pricing/rates";
import { CATEGORY_TYPE } from "@/lib/validation/categories";

// The estimate an enquiry stores: computed here from the office's current
// rates of the services chosen (a retired service has none), never taken
// from the browser.
export async function quoteEstimate(facts: QuoteFacts): Promise<StoredEstimate> {
  const rows = await db.category.findMany({
    where: { type: CATEGORY_TYPE, retiredAt: null, slug: { in: facts.services } },
    select: { slug: true, rates: true },
  });
  const ratesBySlug: Partial<Record<ServiceSlug, Rates | null>> = Object.fromEntries(
    rows.map((row) => [row.slug, readRates(row.rates)]),
  );
  return { facts, estimate: estimateQuote(facts, ratesBySlug) };
}
