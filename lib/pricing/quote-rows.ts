import { findService, type ServiceSlug } from "@/lib/content/services";
import { VISIT_WINDOWS, type VisitWindow } from "@/lib/content/quote";
import type { StoredEstimate } from "./estimate";

// What a visitor answered in the quote modal, the estimate they were shown
// and the first visit they would like, as label and value rows. The office
// reads them twice: in the enquiry's panel (components/dashboard/enquiries/
// enquiry-quote.tsx) and in the new-enquiry e-mail (lib/server/mail), each
// with the Enquiries messages of its language.

export type QuoteRowsInput = {
  estimate: StoredEstimate | null;
  preferredDate: string | null;
  preferredWindow: string | null;
};

export type QuoteRowsText = {
  // The Enquiries namespace's translator (a method: it takes next-intl's typed one).
  t(key: string, values?: Record<string, string | number>): string;
  serviceName(slug: ServiceSlug): string;
  euro(cents: number): string;
  // A Dublin day (YYYY-MM-DD) in full: "Monday 30 November 2026".
  fullDay(day: string): string;
};

export function quoteRows(
  { estimate, preferredDate, preferredWindow }: QuoteRowsInput,
  { t, serviceName, euro, fullDay }: QuoteRowsText,
): [string, string][] {
  const nameOf = (slug: ServiceSlug) => (findService(slug) ? serviceName(slug) : slug);
  const rows: [string, string][] = [];
  if (estimate) {
    const { facts } = estimate;
    if (facts.bedrooms !== undefined && facts.bathrooms !== undefined && facts.frequency) {
      rows.push([
        t("quoteHome"),
        t("quoteHomeFacts", { bedrooms: facts.bedrooms, bathrooms: facts.bathrooms, frequency: facts.frequency }),
      ]);
    }
    if (facts.extras.length > 0) {
      rows.push([t("quoteExtrasLabel"), facts.extras.map((extra) => t(`quoteExtras.${extra}`)).join(", ")]);
    }
    if (facts.areaSqm !== undefined || facts.visitsPerWeek !== undefined) {
      rows.push([
        t("quoteArea"),
        t("quoteAreaFacts", { area: facts.areaSqm ?? "?", visits: facts.visitsPerWeek ?? "?" }),
      ]);
    }
    for (const line of estimate.estimate.lines) {
      const perVisit = t("quoteRange", { low: euro(line.lowCents), high: euro(line.highCents) });
      const perWeek =
        line.perWeek && t("quoteRangeWeek", { low: euro(line.perWeek.lowCents), high: euro(line.perWeek.highCents) });
      rows.push([nameOf(line.slug), perWeek ? `${perVisit}\n${perWeek}` : perVisit]);
    }
    if (estimate.estimate.unpriced.length > 0) {
      rows.push([t("quoteUnpriced"), estimate.estimate.unpriced.map(nameOf).join(", ")]);
    }
  }
  const window = VISIT_WINDOWS.find((known): known is VisitWindow => known === preferredWindow);
  if (preferredDate || window) {
    const day = preferredDate ? fullDay(preferredDate) : t("quoteAnyDay");
    rows.push([t("quotePreferred"), window ? `${day}, ${t(`quoteWindows.${window}`)}` : day]);
  }
  return rows;
}
