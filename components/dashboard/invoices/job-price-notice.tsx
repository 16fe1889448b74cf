"use client";

import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { EnquiryQuoteSection } from "@/components/dashboard/enquiries/enquiry-quote";
import { useServiceLabel } from "@/components/dashboard/ui/service-label";
import { TextLink } from "@/components/ui/links";
import type { JobPriceJson } from "@/lib/client/queries/invoices";
import { useEuro } from "./money";

// Above "Invoice this job": where the line's price came from (today's rates
// of the job's service and the answers of its quote), or why there is none,
// and the quote itself, so the office checks the price against what the
// client was shown.
export function JobPriceNotice({ price, isFailed }: { price: JobPriceJson | undefined; isFailed: boolean }) {
  const t = useTranslations("Invoices");
  const euro = useEuro();
  const serviceLabel = useServiceLabel();
  if (isFailed || !price) {
    return <Alert severity="warning">{t("jobPriceFailed")}</Alert>;
  }
  const service = serviceLabel(price.service);
  const quote = price.quote;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Alert
        severity={price.reason === "priced" ? "info" : "warning"}
        action={
          quote && (
            <TextLink
              href={`/dashboard/enquiry/list?open=${quote.enquiryId}`}
              sx={{ whiteSpace: "nowrap", alignSelf: "center" }}
            >
              {t("jobPriceOpenEnquiry")}
            </TextLink>
          )
        }
      >
        {price.reason === "priced"
          ? t("jobPricePriced", { price: euro(price.unitPriceCents ?? 0), service })
          : t(`jobPriceReason.${price.reason}`, { service })}
      </Alert>
      {/* Billed already: the office checks before billing the visit twice. */}
      {price.invoices.length > 0 && (
        <Alert severity="warning">
          {t("jobPriceInvoiced", {
            count: price.invoices.length,
            numbers: price.invoices.map((invoice) => invoice.invoiceNumber).join(", "),
          })}
        </Alert>
      )}
      {quote && (
        <EnquiryQuoteSection
          estimate={quote.estimate}
          preferredDate={quote.preferredDate}
          preferredWindow={quote.preferredWindow}
        />
      )}
    </Stack>
  );
}
