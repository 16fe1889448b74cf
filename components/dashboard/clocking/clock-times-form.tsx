"use client";

import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { z } from "zod";
import { FormActions, FormError } from "@/components/dashboard/ui/form/form-actions";
import { FormText } from "@/components/dashboard/ui/form/form-fields";
import { FormDublinDateTime } from "@/components/dashboard/ui/form/typed-fields";
import { useAppForm } from "@/components/dashboard/ui/form/use-app-form";
import type { ClockRecordDetail } from "@/lib/client/queries/clocking";
import { zRequiredText } from "@/lib/validation/fields";
import { V } from "@/lib/validation/messages";

const ZClockTimesForm = z.object({
  clockInAt: z.string({ error: V.required }).min(1, V.required),
  clockOutAt: z.string().nullable(),
  reason: zRequiredText(500),
});

export type ClockTimesChange = { id: string; clockInAt?: string; clockOutAt?: string; reason: string };

// A record's times as they should have been, and why: the office's
// correction and the cleaner's request are this one form. The times start
// as recorded; only a changed time is sent.
export function ClockTimesForm({
  record,
  send,
  labels,
}: {
  record: ClockRecordDetail;
  send: (change: ClockTimesChange) => Promise<unknown>;
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
    schema: ZClockTimesForm,
    defaultValues: { clockInAt: record.clockInAt, clockOutAt: record.clockOutAt, reason: "" },
    onSubmit: (values) =>
      send({
        id: record.id,
        reason: values.reason,
        ...(values.clockInAt !== record.clockInAt && { clockInAt: values.clockInAt }),
        ...(values.clockOutAt && values.clockOutAt !== record.clockOutAt && { clockOutAt: values.clockOutAt }),
      }),
    successMessage: labels.success,
    guardUnsavedChanges: false,
  });
  return (
    <Stack component="form" spacing={2} onSubmit={form.submit} noValidate aria-label={labels.name}>
      {labels.intro && <Typography color="text.secondary">{labels.intro}</Typography>}
      <FormError message={form.formError} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDublinDateTime control={form.control} name="clockInAt" label={labels.clockInAt} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDublinDateTime control={form.control} name="clockOutAt" label={labels.clockOutAt} />
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
      <FormActions isSubmitting={form.isSubmitting} submitLabel={labels.submit} />
    </Stack>
  );
}
