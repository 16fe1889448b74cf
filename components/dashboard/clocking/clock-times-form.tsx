"use client";

import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useWatch, type Control } from "react-hook-form";
import { z } from "zod";
import { Form } from "@/components/ui/form";
import { FormActions, FormError } from "@/components/dashboard/ui/form/form-actions";
import { FormSelect, FormText } from "@/components/dashboard/ui/form/form-fields";
import { FormDublinDateTime } from "@/components/dashboard/ui/form/typed-fields";
import { useAppForm } from "@/components/dashboard/ui/form/use-app-form";
import { FormUserPicker } from "@/components/dashboard/users/user-picker";
import { useClockDayJobs, type ClockRecordDetail } from "@/lib/client/queries/clocking";
import { dublinDate } from "@/lib/i18n/dublin-time";
import { zRequiredText } from "@/lib/validation/fields";
import { V } from "@/lib/validation/messages";

const ZClockTimesForm = z.object({
  userId: z.string().nullable(),
  clockInAt: z.string({ error: V.required }).min(1, V.required),
  clockOutAt: z.string().nullable(),
  // "" for no job.
  jobId: z.string(),
  reason: zRequiredText(500),
});
type ClockTimesValues = z.infer<typeof ZClockTimesForm>;

// A clocking that was never recorded needs both times, and the office names
// whose it was.
const isGiven = (field: "userId" | "clockOutAt") => ({
  check: (values: ClockTimesValues) => values[field] !== null,
  params: { path: [field], message: V.required, when: () => true },
});
const clockOut = isGiven("clockOutAt"),
  cleaner = isGiven("userId");
const ZMissedClockingForm = ZClockTimesForm.refine(clockOut.check, clockOut.params);
const ZAddRecordForm = ZMissedClockingForm.refine(cleaner.check, cleaner.params);

export type ClockTimesChange = {
  id?: string;
  userId?: string;
  clockInAt?: string;
  clockOutAt?: string;
  // null: no job.
  jobId?: string | null;
  reason: string;
};

type RecordTimes = Pick<ClockRecordDetail, "id" | "userId" | "clockInAt" | "clockOutAt" | "job">;

// A record's times and job as they should have been, and why: the office's
// correction and the cleaner's request are this one form. The fields start
// as recorded; only a changed one is sent. Without a record, it is a
// clocking that was never recorded: both times (and a job, if there was
// one), sent as given; with `cleanerLabel`, the office also picks whose it
// was. The job is picked among the cleaner's jobs of the clock-in's day.
export function ClockTimesForm({
  record,
  send,
  labels,
  cleanerLabel,
  onCancel,
  onSuccess,
}: {
  record?: RecordTimes;
  cleanerLabel?: string;
  send: (change: ClockTimesChange) => Promise<unknown>;
  onCancel?: () => void;
  onSuccess?: () => void;
  labels: {
    name?: string;
    intro?: string;
    clockInAt: string;
    clockOutAt: string;
    reason: string;
    reasonHint: string;
    submit: string;
    success: string;
  };
}) {
  const form = useAppForm({
    schema: record ? ZClockTimesForm : cleanerLabel ? ZAddRecordForm : ZMissedClockingForm,
    defaultValues: {
      userId: null,
      clockInAt: record?.clockInAt ?? "",
      clockOutAt: record?.clockOutAt ?? null,
      jobId: record?.job?.id ?? "",
      reason: "",
    },
    onSubmit: (values) =>
      send({
        id: record?.id,
        ...(values.userId && { userId: values.userId }),
        reason: values.reason,
        ...(values.clockInAt !== record?.clockInAt && { clockInAt: values.clockInAt }),
        ...(values.clockOutAt && values.clockOutAt !== record?.clockOutAt && { clockOutAt: values.clockOutAt }),
        ...(values.jobId !== (record?.job?.id ?? "") && { jobId: values.jobId || null }),
      }),
    onSuccess,
    successMessage: labels.success,
    guardUnsavedChanges: false,
  });
  return (
    <Form spacing={2} onSubmit={form.submit} aria-label={labels.name}>
      {labels.intro && <Typography color="text.secondary">{labels.intro}</Typography>}
      <FormError message={form.formError} />
      <Grid container spacing={2}>
        {cleanerLabel && (
          <Grid size={12}>
            <FormUserPicker control={form.control} name="userId" role="Cleaner" label={cleanerLabel} required />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDublinDateTime control={form.control} name="clockInAt" label={labels.clockInAt} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDublinDateTime control={form.control} name="clockOutAt" label={labels.clockOutAt} required={!record} />
        </Grid>
        <Grid size={12}>
          <JobField
            control={form.control}
            recordJob={record?.job ?? null}
            userId={record?.userId}
            pickCleaner={Boolean(cleanerLabel)}
          />
        </Grid>
        <Grid size={12}>
          <FormText
            control={form.control}
            name="reason"
            label={labels.reason}
            required
            helperText={labels.reasonHint}
          />
        </Grid>
      </Grid>
      <FormActions isSubmitting={form.isSubmitting} submitLabel={labels.submit} onCancel={onCancel} />
    </Form>
  );
}

// The job of the time: "No job", or one of the cleaner's jobs of the
// clock-in's Irish day (the record's own job stays offered). The cleaner is
// the record's, the caller (a missed clocking of their own), or the one the
// office picks on the form (`pickCleaner`): until then, nothing is offered.
function JobField({
  control,
  recordJob,
  userId,
  pickCleaner,
}: {
  control: Control<ClockTimesValues>;
  recordJob: { id: string; title: string } | null;
  userId?: string;
  pickCleaner: boolean;
}) {
  const t = useTranslations("Clocking");
  const [pickedUserId, clockInAt] = useWatch({ control, name: ["userId", "clockInAt"] });
  const day = clockInAt ? dublinDate(new Date(clockInAt)) : null;
  const jobs = useClockDayJobs({
    userId: pickCleaner ? (pickedUserId ?? undefined) : userId,
    day,
    enabled: !pickCleaner || pickedUserId !== null,
  });
  const options = useMemo(() => {
    const found = (jobs.data ?? []).map((job) => ({ value: job.id, label: job.title }));
    const keep = recordJob && !found.some((option) => option.value === recordJob.id);
    return keep ? [{ value: recordJob.id, label: recordJob.title }, ...found] : found;
  }, [jobs.data, recordJob]);
  const hint =
    pickCleaner && pickedUserId === null
      ? t("dayJobsPickCleaner")
      : jobs.isError
        ? t("dayJobsFailed")
        : jobs.isSuccess && jobs.data.length === 0
          ? t("dayJobsNone")
          : t("dayJobsHint");
  return (
    <FormSelect
      control={control}
      name="jobId"
      label={t("job")}
      emptyLabel={t("noJob")}
      options={options}
      helperText={hint}
    />
  );
}
