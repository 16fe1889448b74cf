"use client";

import Alert from "@mui/material/Alert";
import Grid from "@mui/material/Grid";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { useDuration } from "@/components/dashboard/rota/shift-time";
import { DetailRows, DetailSection } from "@/components/dashboard/ui/detail";
import { DetailPanel } from "@/components/dashboard/ui/detail-panel";
import { FormActions, FormError } from "@/components/dashboard/ui/form/form-actions";
import { FormText } from "@/components/dashboard/ui/form/form-fields";
import { FormDublinDateTime } from "@/components/dashboard/ui/form/typed-fields";
import { useAppForm } from "@/components/dashboard/ui/form/use-app-form";
import { TextLink } from "@/components/ui/links";
import { useClockRecord, useCorrectClockRecord, type ClockRecordDetail } from "@/lib/client/queries/clocking";
import { dublinDate } from "@/lib/i18n/dublin-time";
import { TIME_ZONE } from "@/lib/i18n/locales";
import { useFormatter } from "@/lib/i18n/use-formatter";
import { zId, zRequiredText } from "@/lib/validation/fields";
import { V } from "@/lib/validation/messages";
import { ClockFlags } from "./clock-flags";
import { ClockRequests } from "./correction-requests";

// The office's correction: the times as they should have been, and why.
const ZCorrectionForm = z.object({
  id: zId,
  clockInAt: z.string({ error: V.required }).min(1, V.required),
  clockOutAt: z.string().nullable(),
  reason: zRequiredText(500),
});

// One clock record from a list: when, where (whether the location was
// recorded), flags, the office's corrections with their reasons, and for the
// office a correction form (not on a record an approved timesheet locks).
export function ClockRecordPanel({
  id,
  onClose,
  canCorrect,
}: {
  id: string | null;
  onClose: () => void;
  canCorrect: boolean;
}) {
  const t = useTranslations("Clocking");
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
  const format = useFormatter();
  const duration = useDuration();
  const time = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE });
  const corrections = record.corrections;
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
                  primary={correction.reason}
                  secondary={
                    correction.requestedBy
                      ? t("correctedOnRequest", {
                          name: correction.by?.name ?? tCommon("notSet"),
                          date: time(correction.createdAt),
                          cleaner: correction.requestedBy.name,
                        })
                      : t("correctedBy", {
                          name: correction.by?.name ?? tCommon("notSet"),
                          date: time(correction.createdAt),
                        })
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
  const form = useAppForm({
    schema: ZCorrectionForm,
    defaultValues: { id: record.id, clockInAt: record.clockInAt, clockOutAt: record.clockOutAt, reason: "" },
    onSubmit: (values) =>
      correct.mutateAsync({
        id: values.id,
        reason: values.reason,
        ...(values.clockInAt !== record.clockInAt && { clockInAt: values.clockInAt }),
        ...(values.clockOutAt && values.clockOutAt !== record.clockOutAt && { clockOutAt: values.clockOutAt }),
      }),
    successMessage: t("correctedToast"),
    guardUnsavedChanges: false,
  });
  return (
    <Stack component="form" spacing={2} onSubmit={form.submit} noValidate>
      <FormError message={form.formError} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDublinDateTime control={form.control} name="clockInAt" label={t("clockInAt")} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDublinDateTime control={form.control} name="clockOutAt" label={t("clockOutAt")} />
        </Grid>
        <Grid size={12}>
          <FormText control={form.control} name="reason" label={t("reason")} required helperText={t("reasonHint")} />
        </Grid>
      </Grid>
      <FormActions isSubmitting={form.isSubmitting} submitLabel={t("saveCorrection")} />
    </Stack>
  );
}
