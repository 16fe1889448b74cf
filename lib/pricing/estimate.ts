import { z } from "zod";
import { SERVICES, type ServiceSlug } from "@/lib/content/services";
import { DEFAULT_TAX_RATE_BP } from "@/lib/validation/invoices";
import { V, withValues } from "@/lib/validation/messages";
import { EXTRAS, FREQUENCIES, type AreaRates, type HomeRates, type PricingBasis, type Rates } from "./rates";

// The quote's instant estimate (spec §2 quote modal, issue #16): the same
// arithmetic runs in the visitor's browser, as they answer, and on the
// server, which stores what it computes from the office's current rates with
// the enquiry (it never takes a price from the browser).

export const SERVICE_SLUGS = SERVICES.map((service) => service.slug) as [ServiceSlug, ...ServiceSlug[]];

const zCount = (min: number, max: number) =>
  z.int({ error: V.wholeNumber }).min(min, withValues(V.atLeast, { min })).max(max, withValues(V.atMost, { max }));

// What a price depends on. Every fact is optional: a visitor who does not
// answer still sends the enquiry, without an estimate for that service.
export const ZQuoteFacts = z.object({
  services: z
    .array(z.enum(SERVICE_SLUGS, { error: V.service }), { error: V.invalid })
    .min(1, V.atLeastOne)
    .max(SERVICE_SLUGS.length, withValues(V.atMost, { max: SERVICE_SLUGS.length })),
  bedrooms: zCount(1, 10).optional(),
  bathrooms: zCount(1, 10).optional(),
  frequency: z.enum(FREQUENCIES, { error: V.invalid }).optional(),
  extras: z
    .array(z.enum(EXTRAS, { error: V.invalid }), { error: V.invalid })
    .max(EXTRAS.length)
    .default([]),
  areaSqm: zCount(10, 100_000).optional(),
  visitsPerWeek: zCount(1, 7).optional(),
});
export type QuoteFacts = z.infer<typeof ZQuoteFacts>;
export type QuoteFactsInput = z.input<typeof ZQuoteFacts>;

export type Range = { lowCents: number; highCents: number };
// One service's estimate per visit, VAT included; an office clean also per week.
export type ServiceEstimate = Range & { slug: ServiceSlug; perWeek: Range | null };
export type Estimate = {
  vatRateBp: number;
  lines: ServiceEstimate[];
  // Chosen services with no estimate: no rates set, or a fact not answered.
  unpriced: ServiceSlug[];
  // The priced services together, per visit; null when fewer than two are priced.
  total: Range | null;
};

const roundDiv = (value: number, divisor: number) => Math.round(value / divisor);

// The price before VAT of one visit, or null when a fact it needs is missing.
function homeNetCents(rates: HomeRates, facts: QuoteFacts): number | null {
  if (facts.bedrooms === undefined || facts.bathrooms === undefined || facts.frequency === undefined) return null;
  const extras = facts.extras.reduce((sum, extra) => sum + (rates.extras[extra] ?? 0), 0);
  const net =
    rates.visitCents + (facts.bedrooms - 1) * rates.bedroomCents + (facts.bathrooms - 1) * rates.bathroomCents + extras;
  const discount = facts.frequency === "once" ? 0 : rates.discountPercent[facts.frequency];
  return roundDiv(net * (100 - discount), 100);
}

function areaNetCents(rates: AreaRates, facts: QuoteFacts): number | null {
  if (facts.areaSqm === undefined || facts.visitsPerWeek === undefined) return null;
  return Math.max(rates.minimumCents, facts.areaSqm * rates.sqmCents);
}

// One visit's price before VAT for a service priced per home or per area,
// from the office's rates and the quote's facts: the starting price of the
// estimate's range, which is what the office invoices (lib/server/invoices/
// job-price.ts). Null when the rates are of the other kind or a fact is missing.
export function visitNetCents(pricing: PricingBasis, rates: Rates, facts: QuoteFacts): number | null {
  if (rates.basis !== pricing) return null;
  return rates.basis === "home" ? homeNetCents(rates, facts) : areaNetCents(rates, facts);
}

// A range in whole euro: the low end rounded down, the high end up.
function range(netCents: number, spreadPercent: number, vatRateBp: number): Range {
  const gross = roundDiv(netCents * (10_000 + vatRateBp), 10_000);
  const high = roundDiv(gross * (100 + spreadPercent), 100);
  return { lowCents: Math.floor(gross / 100) * 100, highCents: Math.ceil(high / 100) * 100 };
}

export function estimateQuote(
  facts: QuoteFacts,
  ratesBySlug: Partial<Record<ServiceSlug, Rates | null>>,
  vatRateBp: number = DEFAULT_TAX_RATE_BP,
): Estimate {
  const lines: ServiceEstimate[] = [];
  const unpriced: ServiceSlug[] = [];
  for (const service of SERVICES.filter((s) => facts.services.includes(s.slug))) {
    const rates = ratesBySlug[service.slug];
    const net = rates ? visitNetCents(service.pricing, rates, facts) : null;
    if (!rates || net === null) {
      unpriced.push(service.slug);
      continue;
    }
    const visit = range(net, rates.spreadPercent, vatRateBp);
    // An office clean is also priced per week, at the visits asked for.
    const visits = facts.visitsPerWeek ?? 1;
    const perWeek =
      rates.basis === "area" ? { lowCents: visit.lowCents * visits, highCents: visit.highCents * visits } : null;
    lines.push({ slug: service.slug, ...visit, perWeek });
  }
  const total =
    lines.length < 2
      ? null
      : {
          lowCents: lines.reduce((sum, line) => sum + line.lowCents, 0),
          highCents: lines.reduce((sum, line) => sum + line.highCents, 0),
        };
  return { vatRateBp, lines, unpriced, total };
}

// Which facts the chosen services ask for.
export function factsAsked(services: readonly ServiceSlug[]): { home: boolean; area: boolean } {
  const chosen = SERVICES.filter((service) => services.includes(service.slug));
  return {
    home: chosen.some((service) => service.pricing === "home"),
    area: chosen.some((service) => service.pricing === "area"),
  };
}

// What an enquiry keeps (Enquiry.estimate): the facts the visitor gave and
// what the server computed from them with the rates of the day.
export type StoredEstimate = { facts: QuoteFacts; estimate: Estimate };

export function readStoredEstimate(value: unknown): StoredEstimate | null {
  if (typeof value !== "object" || value === null) return null;
  const facts = ZQuoteFacts.safeParse((value as { facts?: unknown }).facts);
  const estimate = (value as { estimate?: unknown }).estimate;
  if (!facts.success || typeof estimate !== "object" || estimate === null) return null;
  return { facts: facts.data, estimate: estimate as Estimate };
}
