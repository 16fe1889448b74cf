"use client";

import Box from "@mui/material/Box";
import { useTranslations } from "next-intl";
import { DetailSection } from "@/components/dashboard/ui/detail";
import { HistoryList } from "@/components/dashboard/ui/history-list";
import { useInvoiceHistory, type InvoiceHistoryEntry } from "@/lib/client/queries/invoices";
import { INVOICE_STATUS } from "@/lib/content/statuses";
import { useFormatter } from "@/lib/i18n/use-formatter";
import { INVOICE_EDITED_FIELDS, INVOICE_EVENT_TYPES, type InvoiceEditedField } from "@/lib/content/history";

const KNOWN = new Set<string>(INVOICE_EVENT_TYPES);
const EDITED = new Set<string>(INVOICE_EDITED_FIELDS);
// The day of a payment is a calendar day (00:00 UTC).
const DAY = { dateStyle: "long", timeZone: "UTC" } as const;

const isCopy = (value: unknown): value is { invoiceNumber: string } =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { invoiceNumber?: unknown }).invoiceNumber === "string";

// What was done to the invoice, oldest first, by whom and when: created,
// edited, sent, e-mailed, each payment reminder (the automatic ones said so),
// paid; for the office, under the invoice.
export function InvoiceHistory({ invoiceId }: { invoiceId: string }) {
  const t = useTranslations("InvoiceHistory");
  const format = useFormatter();
  const query = useInvoiceHistory(invoiceId);
  const items = (query.data?.data ?? []).filter((item) => KNOWN.has(item.type));
  if (items.length === 0) return null;

  const describe = ({ type, data: details }: InvoiceHistoryEntry): string => {
    const data = details ?? {};
    const email = String(data.email ?? "");
    switch (type) {
      case "created":
        if (isCopy(data.copyOf)) return t("createdCopy", { number: data.copyOf.invoiceNumber });
        if (data.status === INVOICE_STATUS.pending) return t("createdSent");
        return data.status === INVOICE_STATUS.draft ? t("createdDraft") : t("created");
      case "edited": {
        const fields = Array.isArray(data.fields) ? (data.fields as string[]) : [];
        const labels = fields
          .filter((field): field is InvoiceEditedField => EDITED.has(field))
          .map((field) => t(`field.${field}`));
        return labels.length > 0 ? t("editedFields", { fields: format.list(labels) }) : t("edited");
      }
      case "status":
        if (data.to === INVOICE_STATUS.paid) {
          return typeof data.paidAt === "string"
            ? t("paidOn", { date: format.dateTime(new Date(data.paidAt), DAY) })
            : t("paid");
        }
        if (data.from === INVOICE_STATUS.paid) return t("unpaid");
        return data.to === INVOICE_STATUS.draft ? t("recalled") : t("markedSent");
      case "autoRemind":
        return data.on ? t("autoRemindOn") : t("autoRemindOff");
      case "emailed":
        return data.issued ? t("emailedIssued", { email }) : t("emailedAgain", { email });
      case "reminded": {
        const values = { email, count: Number(data.count ?? 1) };
        return data.automatic ? t("remindedAutomatically", values) : t("reminded", values);
      }
      default:
        return t("edited");
    }
  };

  return (
    <Box sx={{ maxWidth: 960, mt: 2 }}>
      <DetailSection title={t("title")}>
        <HistoryList entries={items.map((item) => ({ ...item, text: describe(item) }))} />
      </DetailSection>
    </Box>
  );
}
