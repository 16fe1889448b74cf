"use client";

import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { DetailRows, DetailSection } from "@/components/dashboard/ui/detail";
import { DetailPanel } from "@/components/dashboard/ui/detail-panel";
import { FilterSelect } from "@/components/dashboard/ui/list/filter-select";
import { lazyForm, useOpenedOnce, usePreloadForms } from "@/components/dashboard/ui/lazy-form";
import { NoteForm, NotesSection } from "@/components/dashboard/ui/notes-section";
import { ServiceChips } from "@/components/dashboard/ui/service-chips";
import { StatusChip, useStatusLabel } from "@/components/dashboard/ui/status-chip";
import { useAction } from "@/components/dashboard/ui/use-action";
import { EnquiryQuoteSection } from "./enquiry-quote";
import { ButtonLink, TextLink } from "@/components/ui/links";
import { useOfferedServices } from "@/lib/client/queries/categories";
import { useAddEnquiryNote, useEnquiry, useUpdateEnquiryStatus } from "@/lib/client/queries/enquiries";
import { LOCALE_NAMES } from "@/lib/i18n/locales";
import type { Locale } from "@/lib/i18n/routing";
import { useFormatter } from "@/lib/i18n/use-formatter";

const ConvertEnquiryDialog = lazyForm(
  () => import("./convert-enquiry-dialog").then((module) => module.ConvertEnquiryDialog),
  { dialog: true },
);

const OFFICE_STATUSES = ["new", "contacted", "closed"] as const;

// One enquiry beside the list: contact details, the message and services,
// its status (who changed it, when), notes, the same address's other
// enquiries, and the conversion into a client and a job.
export function EnquiryDetailPanel({
  id,
  onOpen,
  onClose,
}: {
  id: string | null;
  onOpen: (id: string) => void;
  onClose: () => void;
}) {
  const t = useTranslations("Enquiries");
  const format = useFormatter();
  const run = useAction();
  const statusLabel = useStatusLabel("leadStatus");
  const query = useEnquiry(id);
  const updateStatus = useUpdateEnquiryStatus();
  const addNote = useAddEnquiryNote();
  const [isConverting, setIsConverting] = useState(false);
  const hasConvertDialog = useOpenedOnce(isConverting);
  usePreloadForms([NoteForm, ConvertEnquiryDialog]);
  const enquiry = query.data;
  // What the conversion's form starts from, asked for with the enquiry, so
  // that it opens at once (even with the connection gone since).
  useOfferedServices(Boolean(enquiry) && enquiry?.status !== "converted");
  const language = LOCALE_NAMES[enquiry?.locale as Locale];
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });

  const onStatus = (status: (typeof OFFICE_STATUSES)[number]) =>
    run(() => updateStatus.mutateAsync({ id: id!, status }), t("statusChanged", { status: statusLabel(status) }));

  return (
    <DetailPanel
      open={Boolean(id)}
      onClose={onClose}
      title={enquiry?.displayName ?? t("title")}
      status={enquiry && <StatusChip kind="leadStatus" value={enquiry.status} />}
      isLoading={query.isFetching}
      isError={query.isError}
      onRetry={() => query.refetch()}
      actions={
        enquiry &&
        (enquiry.status === "converted" ? (
          enquiry.job && (
            <ButtonLink href={`/dashboard/job/${enquiry.job.id}`} variant="contained" size="small">
              {t("openJob")}
            </ButtonLink>
          )
        ) : (
          <>
            <Button variant="contained" size="small" onClick={() => setIsConverting(true)}>
              {t("convert")}
            </Button>
            <FilterSelect
              label={t("status")}
              value={enquiry.status as (typeof OFFICE_STATUSES)[number]}
              options={OFFICE_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
              onChange={(status) => status && void onStatus(status)}
              disabled={updateStatus.isPending}
            />
          </>
        ))
      }
    >
      {enquiry && (
        <>
          <DetailSection title={t("contact")}>
            <DetailRows
              rows={[
                [
                  t("email"),
                  <TextLink key="email" href={`mailto:${enquiry.email}`}>
                    {enquiry.email}
                  </TextLink>,
                ],
                [
                  t("phone"),
                  <bdi key="phone" dir="ltr">
                    {enquiry.phone}
                  </bdi>,
                ],
                [t("address"), enquiry.address],
                [t("postCode"), enquiry.postCode],
                [t("received"), when(enquiry.createdAt)],
                [t("source"), enquiry.takenBy ? t("takenBy", { name: enquiry.takenBy.name }) : t("fromWebsite")],
                ...(language ? ([[t("siteLanguage"), language]] as [string, string][]) : []),
                [
                  t("status"),
                  enquiry.statusChangedAt
                    ? t("statusBy", {
                        status: statusLabel(enquiry.status),
                        name: enquiry.statusChangedBy?.name ?? "—",
                        date: when(enquiry.statusChangedAt),
                      })
                    : statusLabel(enquiry.status),
                ],
                ...(enquiry.client
                  ? ([[t("client"), `${enquiry.client.name} (${enquiry.client.email})`]] as [string, string][])
                  : []),
              ]}
            />
          </DetailSection>
          <DetailSection title={t("message")}>
            <Stack spacing={1.5}>
              <Typography variant="body2" sx={{ whiteSpace: "pre-line" }}>
                {enquiry.message || t("noMessage")}
              </Typography>
              <ServiceChips services={enquiry.services} label={t("services")} />
            </Stack>
          </DetailSection>
          <EnquiryQuoteSection
            estimate={enquiry.estimate}
            preferredDate={enquiry.preferredDate}
            preferredWindow={enquiry.preferredWindow}
          />
          <NotesSection
            key={enquiry.id}
            draftKey={`note:enquiry:${enquiry.id}`}
            notes={enquiry.notes}
            onAdd={(text) => addNote.mutateAsync({ id: enquiry.id, text })}
          />
          {enquiry.fromSameAddress.length > 0 && (
            <DetailSection title={t("otherEnquiries", { count: enquiry.fromSameAddress.length })}>
              <List dense disablePadding>
                {enquiry.fromSameAddress.map((other) => (
                  <ListItemButton key={other.id} onClick={() => onOpen(other.id)}>
                    <ListItemText
                      primary={when(other.createdAt)}
                      secondary={other.messageDescription?.split("\n")[0] ?? ""}
                    />
                    <StatusChip kind="leadStatus" value={other.status} />
                  </ListItemButton>
                ))}
              </List>
            </DetailSection>
          )}
          {hasConvertDialog && (
            <ConvertEnquiryDialog enquiry={enquiry} open={isConverting} onClose={() => setIsConverting(false)} />
          )}
        </>
      )}
    </DetailPanel>
  );
}
