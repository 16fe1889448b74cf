"use client";

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useDuration } from "@/components/dashboard/rota/shift-time";
import { DetailRows, DetailSection } from "@/components/dashboard/ui/detail";
import { DetailPanel } from "@/components/dashboard/ui/detail-panel";
import { usePreloadForms } from "@/components/dashboard/ui/lazy-form";
import { TextLink } from "@/components/ui/links";
import { useClockRecord, useCorrectClockRecord, type ClockRecordDetail } from "@/lib/client/queries/clocking";
import { dublinDate } from "@/lib/i18n/dublin-time";
import { ClockFlags } from "./clock-flags";
import { ClockTimesForm, DeclineForm } from "./lazy-forms";
import { ClockRequests, useClockTime } from "./correction-requests";

// One clock record from a list: when, where (whether the location was
// recorded), flags, the office's corrections with their reasons, and for the
// office a correction form (not on a record an approved timesheet locks).
// Its forms (the office's correction and decline, a cleaner's request) are
// preloaded while the list has a record to open (`hasRecords`): a client's
// list, always empty, fetches none.
export function ClockRecordPanel({
  id,
  onClose,
  canCorrect,
  hasRecords,
}: {
  id: string | null;
  onClose: () => void;
  canCorrect: boolean;
  hasRecords: boolean;
}) {
  const t = useTranslations("Clocking");
  usePreloadForms(canCorrect ? [ClockTimesForm, DeclineForm] : [ClockTimesForm], hasRecords);
  const query = useClockRecord(id);
  const record = query.data;
  return (
    <DetailPanel
      open={Boolean(id)}
      onClose={onClose}
      title={record ? record.user.name : t("record")}
      status={record && <ClockFlags record={record} />}
      isLoading={query.isLoading}
      isError={query.isError}
      onRetry={() => query.refetch()}
    >
      {record && <ClockRecordDetails record={record} canCorrect={canCorrect} />}
    </DetailPanel>
  );
}

function ClockRecordDetails({ record, canCorrect }: { record: ClockRecordDetail; canCorrect: boolean }) {
  const t = useTranslations("Clocking");
  const tCommon = useTranslations("Common");
  const duration = useDuration();
  const time = useClockTime();
  const corrections = record.corrections;
  const changeText = useCorrectionChanges(record.jobTitles);
  return (
    <Stack spacing={2}>
      {record.forgotten && <Alert severity="error">{t("forgottenText")}</Alert>}
      <DetailSection title={tCommon("details")}>
        <DetailRows
          rows={[
            [t("clockInAt"), `${time(record.clockInAt)}${record.clockInOffline ? ` · ${t("offline")}` : ""}`],
            [
              t("clockOutAt"),
              record.clockOutAt
                ? `${time(record.clockOutAt)}${record.clockOutOffline ? ` · ${t("offline")}` : ""}`
                : t("stillIn"),
            ],
            [t("worked"), record.minutesWorked === null ? t("stillIn") : duration(record.minutesWorked)],
            [
              t("job"),
              record.job ? (
                <TextLink href={`/dashboard/job/${record.job.id}`}>{record.job.title}</TextLink>
              ) : (
                t("noJob")
              ),
            ],
            [t("locationIn"), record.clockInLat !== null ? t("locationRecordedIn") : t("locationNotRecorded")],
            [
              t("locationOut"),
              record.clockOutAt
                ? record.clockOutLat !== null
                  ? t("locationRecordedOut")
                  : t("locationNotRecorded")
                : t("stillIn"),
            ],
            [tCommon("notes"), record.notes || tCommon("none")],
          ]}
        />
      </DetailSection>
      {canCorrect && (
        <TextLink href={`/dashboard/clocking/${record.userId}?startDate=${dublinDate(new Date(record.clockInAt))}`}>
          {t("personRecords", { name: record.user.name })}
        </TextLink>
      )}
      {corrections.length > 0 && (
        <DetailSection title={t("corrections")}>
          <List dense disablePadding>
            {corrections.map((correction) => (
              <ListItem key={correction.id} disableGutters>
                <ListItemText
                  primary={<bdi>{correction.reason}</bdi>}
                  secondary={
                    <>
                      {changeText(correction).map((change) => (
                        <Box component="span" key={change.field} sx={{ display: "block" }}>
                          {change.text}
                        </Box>
                      ))}
                      {correction.requestedBy
                        ? t("correctedOnRequest", {
                            name: correction.by?.name ?? tCommon("notSet"),
                            date: time(correction.createdAt),
                            cleaner: correction.requestedBy.name,
                          })
                        : t("correctedBy", {
                            name: correction.by?.name ?? tCommon("notSet"),
                            date: time(correction.createdAt),
                          })}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        </DetailSection>
      )}
      <ClockRequests record={record} canRequest={!canCorrect} canDecide={canCorrect} />
      {!canCorrect && record.locked && <Alert severity="info">{t("lockedText")}</Alert>}
      {canCorrect &&
        (record.locked ? (
          <Alert severity="info">{t("lockedText")}</Alert>
        ) : (
          <DetailSection title={t("correct")}>
            <CorrectionForm key={record.updatedAt} record={record} />
          </DetailSection>
        ))}
    </Stack>
  );
}

function CorrectionForm({ record }: { record: ClockRecordDetail }) {
  const t = useTranslations("Clocking");
  const correct = useCorrectClockRecord();
  return (
    <ClockTimesForm
      record={record}
      send={(change) => correct.mutateAsync({ ...change, id: record.id })}
      labels={{
        clockInAt: t("clockInAt"),
        clockOutAt: t("clockOutAt"),
        reason: t("reason"),
        reasonHint: t("reasonHint"),
        submit: t("saveCorrection"),
        success: t("correctedToast"),
      }}
    />
  );
}

type Correction = ClockRecordDetail["corrections"][number];
const CORRECTED = ["clockInAt", "clockOutAt", "jobId"] as const;

// What a correction changed, one line per field: "Clock-out: 17:00 → 18:30",
// "Job: No job → Office clean" (before is empty for a record the office
// added). Each value is isolated (<bdi>), so a title in another script keeps
// its place around the arrow in Arabic.
function useCorrectionChanges(jobTitles: Record<string, string>) {
  const t = useTranslations("Clocking");
  const tCommon = useTranslations("Common");
  const time = useClockTime();
  const timeOf = (value: string | null | undefined, empty: string) => (value ? time(value) : empty);
  const jobOf = (id: string | null | undefined) => (id ? (jobTitles[id] ?? t("deletedJob")) : t("noJob"));
  const valueOf = (field: (typeof CORRECTED)[number], value: string | null | undefined, isBefore: boolean) =>
    field === "jobId"
      ? jobOf(value)
      : timeOf(value, field === "clockOutAt" || !isBefore ? t("stillIn") : tCommon("notSet"));
  return ({ before, after }: Correction) =>
    CORRECTED.filter((field) => field in after).map((field) => ({
      field,
      text: t.rich("correctionChange", {
        field: t(field === "jobId" ? "job" : field),
        before: valueOf(field, before[field], true),
        after: valueOf(field, after[field], false),
        v: (chunks) => <bdi>{chunks}</bdi>,
      }),
    }));
}
