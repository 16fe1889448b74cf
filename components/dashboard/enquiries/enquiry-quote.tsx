"use client";

import { useTranslations } from "next-intl";
import { useEuro } from "@/components/dashboard/invoices/money";
import { DetailRows, DetailSection } from "@/components/dashboard/ui/detail";
import type { EnquiryDetailJson } from "@/lib/client/queries/enquiries";
import { useFormatter } from "@/lib/i18n/use-formatter";
import { quoteRows } from "@/lib/pricing/quote-rows";

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
  const rows = quoteRows(
    { estimate, preferredDate, preferredWindow },
    {
      t,
      serviceName: (slug) => names(`${slug}.title`),
      euro,
      fullDay: (day) => format.dateTime(new Date(`${day}T12:00:00Z`), { dateStyle: "full", timeZone: "UTC" }),
    },
  );
  return (
    <DetailSection title={t("quoteTitle")}>
      <DetailRows rows={rows} />
    </DetailSection>
  );
}
