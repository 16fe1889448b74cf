"use client";

import { useTranslations } from "next-intl";
import { useEuro } from "@/components/dashboard/invoices/money";
import { DetailRows, DetailSection } from "@/components/dashboard/ui/detail";
import type { EnquiryDetailJson } from "@/lib/client/queries/enquiries";
import { findService, type ServiceSlug } from "@/lib/content/services";
import { useFormatter } from "@/lib/i18n/use-formatter";
import { VISIT_WINDOWS, type VisitWindow } from "@/lib/pricing/estimate";

type Props = Pick<EnquiryDetailJson, "estimate" | "preferredDate" | "preferredWindow">;

// What the visitor answered in the quote modal, the estimate they were shown
// (computed on the server from the rates of that day) and the first visit
// they would like (issue #16).
export function EnquiryQuoteSection({ estimate, preferredDate, preferredWindow }: Props) {
  const t = useTranslations("Enquiries");
  const names = useTranslations("ServiceContent");
  const format = useFormatter();
  const euro = useEuro();
  if (!estimate && !preferredDate && !preferredWindow) return null;
  const nameOf = (slug: ServiceSlug) => (findService(slug) ? names(`${slug}.title`) : slug);
  const rows: [string, string][] = [];
  if (estimate) {
    const { facts } = estimate;
    if (facts.bedrooms !== undefined && facts.bathrooms !== undefined && facts.frequency) {
      rows.push([
        t("quoteHome"),
        t("quoteHomeFacts", {
          bedrooms: facts.bedrooms,
          bathrooms: facts.bathrooms,
          frequency: facts.frequency,
        }),
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
      rows.push([
        nameOf(line.slug),
        t("quoteRange", { low: euro(line.lowCents), high: euro(line.highCents) }) +
          (line.perWeek
            ? `\n${t("quoteRangeWeek", { low: euro(line.perWeek.lowCents), high: euro(line.perWeek.highCents) })}`
            : ""),
      ]);
    }
    if (estimate.estimate.unpriced.length > 0) {
      rows.push([t("quoteUnpriced"), estimate.estimate.unpriced.map(nameOf).join(", ")]);
    }
  }
  const window = VISIT_WINDOWS.find((known): known is VisitWindow => known === preferredWindow);
  if (preferredDate || window) {
    const day = preferredDate
      ? format.dateTime(new Date(`${preferredDate}T12:00:00Z`), { dateStyle: "full", timeZone: "UTC" })
      : t("quoteAnyDay");
    rows.push([t("quotePreferred"), window ? `${day}, ${t(`quoteWindows.${window}`)}` : day]);
  }
  return (
    <DetailSection title={t("quoteTitle")}>
      <DetailRows rows={rows} />
    </DetailSection>
  );
}
