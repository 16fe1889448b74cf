"use client";

import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { z } from "zod";
import { FormActions, FormError } from "@/components/dashboard/ui/form/form-actions";
import { FormText } from "@/components/dashboard/ui/form/form-fields";
import { FormDublinDateTime } from "@/components/dashboard/ui/form/typed-fields";
import { useAppForm } from "@/components/dashboard/ui/form/use-app-form";
import { FormUserPicker } from "@/components/dashboard/users/user-picker";
import type { ClockRecordDetail } from "@/lib/client/queries/clocking";
import { zRequiredText } from "@/lib/validation/fields";
import { V } from "@/lib/validation/messages";

const ZClockTimesForm = z.object({
  userId: z.string().nullable(),
  clockInAt: z.string({ error: V.required }).min(1, V.required),
  clockOutAt: z.string().nullable(),
  reason: zRequiredText(500),
});

// A clocking that was never recorded needs both times, and the office names
// whose it was.
const isGiven = (field: "userId" | "clockOutAt") => ({
  check: (values: z.infer<typeof ZClockTimesForm>) => values[field] !== null,
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
  reason: string;
};

type RecordTimes = Pick<ClockRecordDetail, "id" | "clockInAt" | "clockOutAt">;

// A record's times as they should have been, and why: the office's
// correction and the cleaner's request are this one form. The times start
// as recorded; only a changed time is sent. Without a record, it is a
// clocking that was never recorded: both times, sent as given; with
// `cleanerLabel`, the office also picks whose it was.
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
      reason: "",
    },
    onSubmit: (values) =>
      send({
        id: record?.id,
        ...(values.userId && { userId: values.userId }),
        reason: values.reason,
        ...(values.clockInAt !== record?.clockInAt && { clockInAt: values.clockInAt }),
        ...(values.clockOutAt && values.clockOutAt !== record?.clockOutAt && { clockOutAt: values.clockOutAt }),
      }),
    onSuccess,
    successMessage: labels.success,
    guardUnsavedChanges: false,
  });
  return (
    <Stack component="form" spacing={2} onSubmit={form.submit} noValidate aria-label={labels.name}>
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
    </Stack>
  );
}
