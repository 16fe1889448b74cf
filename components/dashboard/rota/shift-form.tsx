"use client";

import Alert from "@mui/material/Alert";
import Grid from "@mui/material/Grid";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Controller, type Control, type FieldValues, type Path, type UseFormSetValue } from "react-hook-form";
import { FormJobPicker } from "@/components/dashboard/jobs/job-picker";
import { Form } from "@/components/ui/form";
import { FormAddress } from "@/components/dashboard/ui/form/address-field";
import { FormActions, FormError } from "@/components/dashboard/ui/form/form-actions";
import { FormText } from "@/components/dashboard/ui/form/form-fields";
import { FormDublinDateTime } from "@/components/dashboard/ui/form/typed-fields";
import { DraftNotice } from "@/components/dashboard/ui/form/form-draft";
import { useAppForm } from "@/components/dashboard/ui/form/use-app-form";
import { LoadState } from "@/components/dashboard/ui/load-state";
import { PageHeader } from "@/components/dashboard/ui/page-header";
import { FormUserPicker } from "@/components/dashboard/users/user-picker";
import { useFieldErrorText } from "@/components/ui/field-error";
import type { JobItem } from "@/lib/client/queries/jobs";
import { useCreateShift, useShift, useUpdateShift, type ShiftItem } from "@/lib/client/queries/rota";
import { JOB_STAGE } from "@/lib/content/statuses";
import { dublinDate } from "@/lib/i18n/dublin-time";
import { useRouter } from "@/lib/i18n/navigation";
import { ZCreateShift, ZUpdateShift } from "@/lib/validation/rota";

// The fields a shift has, shared by the new and edit forms. Picking a job
// fills in its address when the place is still empty.
function ShiftFields<T extends FieldValues, U extends FieldValues>({
  control: formControl,
  setValue,
  location,
}: {
  control: Control<T, unknown, U>;
  setValue: UseFormSetValue<T>;
  location: string;
}) {
  const t = useTranslations("Rota");
  // The fields read and write the form's input values; what the schema turns them into does not matter here.
  const control = formControl as unknown as Control<T>;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormUserPicker control={control} name={"cleanerId" as Path<T>} role="Cleaner" label={t("cleaner")} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormJobPicker
          control={control}
          name={"jobId" as Path<T>}
          label={t("job")}
          helperText={t("jobHint")}
          unavailable={(job) => jobUnavailable(job, t)}
          onPicked={(job) => {
            if (job && !location) setValue("location" as Path<T>, job.location as never, { shouldDirty: true });
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDublinDateTime control={control} name={"startsAt" as Path<T>} label={t("startsAt")} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDublinDateTime control={control} name={"endsAt" as Path<T>} label={t("endsAt")} required />
      </Grid>
      <Grid size={12}>
        <FormAddress control={control} name={"location" as Path<T>} label={t("location")} required />
      </Grid>
      <Grid size={12}>
        <FormText control={control} name={"notes" as Path<T>} label={t("notes")} multiline minRows={2} />
      </Grid>
    </Grid>
  );
}

// Why a job cannot take this shift, as the API would refuse it (409): a
// completed job takes none, and a job with a cleaner, a start and an end
// already has its own shift on the rota (lib/server/rota/job-shift.ts).
function jobUnavailable(job: JobItem, t: ReturnType<typeof useTranslations<"Rota">>): string | null {
  if (job.jobStage === JOB_STAGE.Completed) return t("jobPickCompleted");
  if (job.userAssigneeId && job.scheduledAt && job.scheduledEndAt) {
    return t("jobPickOnRota", { name: job.userAssigneeName ?? "" });
  }
  return null;
}

// After saving, the calendar opens on the week of the shift saved (the
// first of a repeat), where the office can see it, not on this week.
const rotaWeekOf = (shift: Pick<ShiftItem, "startsAt">) =>
  `/dashboard/rota?date=${dublinDate(new Date(shift.startsAt))}`;

type Repeat = { everyWeeks: 1 | 2; until: string } | undefined;

// Repeat a new shift every week or every two weeks until a day (Irish time,
// the same hours each time); all of them are created at once, or none.
function RepeatShiftFields<T extends FieldValues, U extends FieldValues>({
  control,
  name,
}: {
  control: Control<T, unknown, U>;
  name: Path<T>;
}) {
  const t = useTranslations("Rota");
  const errorText = useFieldErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const repeat = field.value as Repeat;
        const error = fieldState.error as (typeof fieldState.error & { until?: { message?: string } }) | undefined;
        return (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                label={t("repeat")}
                value={repeat ? String(repeat.everyWeeks) : ""}
                onChange={(event) => {
                  const weeks = Number(event.target.value);
                  field.onChange(weeks ? { everyWeeks: weeks, until: repeat?.until ?? "" } : undefined);
                }}
                helperText={t("repeatHint")}
              >
                <MenuItem value="">{t("repeatNever")}</MenuItem>
                <MenuItem value="1">{t("repeatWeekly")}</MenuItem>
                <MenuItem value="2">{t("repeatFortnightly")}</MenuItem>
              </TextField>
            </Grid>
            {repeat && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  type="date"
                  label={t("repeatUntil")}
                  required
                  value={repeat.until}
                  onChange={(event) => field.onChange({ ...repeat, until: event.target.value })}
                  error={Boolean(error?.until ?? error)}
                  helperText={errorText((error?.until ?? error) as never)}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: "ltr" } }}
                />
              </Grid>
            )}
          </Grid>
        );
      }}
    />
  );
}

// /dashboard/rota/new: a shift for a cleaner, optionally on a job, once or
// repeating. Times picked on the calendar, and the cleaner of a board's row,
// arrive in the address.
export function ShiftNewView() {
  const t = useTranslations("Rota");
  const router = useRouter();
  const params = useSearchParams();
  const create = useCreateShift();
  const form = useAppForm({
    schema: ZCreateShift,
    draftKey: "shift:new",
    defaultValues: {
      cleanerId: (params.get("cleanerId") ?? undefined) as never,
      jobId: undefined,
      location: "",
      startsAt: (params.get("startsAt") ?? null) as never,
      endsAt: (params.get("endsAt") ?? null) as never,
      notes: "",
      repeat: undefined,
    },
    onSubmit: (values) => create.mutateAsync(values),
    onSuccess: (shift) => router.push(rotaWeekOf(shift)),
    successMessage: (shift) => (shift.seriesCount ? t("createdSeries", { count: shift.seriesCount }) : t("created")),
  });
  return (
    <>
      <PageHeader title={t("newShift")} crumbs={[{ label: t("title"), href: "/dashboard/rota" }]} />
      <Form spacing={3} onSubmit={form.submit} sx={{ maxWidth: 880 }}>
        <FormError message={form.formError} />
        <DraftNotice draft={form.draft} />
        <ShiftFields control={form.control} setValue={form.setValue} location={form.watch("location") ?? ""} />
        <RepeatShiftFields control={form.control} name="repeat" />
        <FormActions
          isSubmitting={form.isSubmitting}
          submitLabel={t("createShift")}
          onCancel={() => router.push("/dashboard/rota")}
        />
      </Form>
    </>
  );
}

// /dashboard/rota/{id}/edit: any field of a shift; a shift of a job moves the job too.
export function ShiftEditView({ id }: { id: string }) {
  const t = useTranslations("Rota");
  const query = useShift(id);
  return (
    <>
      <PageHeader
        title={query.data ? t("editTitle", { name: query.data.cleaner.name }) : t("editShift")}
        crumbs={[{ label: t("title"), href: "/dashboard/rota" }]}
      />
      <LoadState query={query} notFoundText={t("notFound")} />
      {query.data && <ShiftEditor key={query.data.id} shift={query.data} />}
    </>
  );
}

function ShiftEditor({ shift }: { shift: ShiftItem }) {
  const t = useTranslations("Rota");
  const router = useRouter();
  const update = useUpdateShift();
  const form = useAppForm({
    schema: ZUpdateShift,
    draftKey: `shift:${shift.id}`,
    defaultValues: {
      id: shift.id,
      cleanerId: shift.cleanerId,
      jobId: shift.jobId,
      location: shift.location,
      startsAt: shift.startsAt as never,
      endsAt: shift.endsAt as never,
      notes: shift.notes ?? "",
    },
    onSubmit: (values) => update.mutateAsync(values),
    onSuccess: (saved) => router.push(rotaWeekOf(saved)),
    successMessage: t("saved"),
  });
  return (
    <Form spacing={3} onSubmit={form.submit} sx={{ maxWidth: 880 }}>
      <FormError message={form.formError} />
      <DraftNotice draft={form.draft} />
      {shift.jobId && <Alert severity="info">{t("movesWithJob")}</Alert>}
      <ShiftFields control={form.control} setValue={form.setValue} location={form.watch("location") ?? ""} />
      <FormActions isSubmitting={form.isSubmitting} onCancel={() => router.push("/dashboard/rota")} />
    </Form>
  );
}
