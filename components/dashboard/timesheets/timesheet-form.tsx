"use client";

import Grid from "@mui/material/Grid";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { Form } from "@/components/ui/form";
import { FormActions, FormError } from "@/components/dashboard/ui/form/form-actions";
import { FormText } from "@/components/dashboard/ui/form/form-fields";
import { DraftNotice } from "@/components/dashboard/ui/form/form-draft";
import { useAppForm } from "@/components/dashboard/ui/form/use-app-form";
import { PageHeader } from "@/components/dashboard/ui/page-header";
import { FormUserPicker } from "@/components/dashboard/users/user-picker";
import { isStaff, type Role } from "@/lib/auth/roles";
import { useCreateTimesheet } from "@/lib/client/queries/timesheets";
import { addDays, dublinDayStart, dublinMonday } from "@/lib/i18n/dublin-time";
import { useRouter } from "@/lib/i18n/navigation";
import { useFormatter } from "@/lib/i18n/use-formatter";
import { zId, zOptionalText } from "@/lib/validation/fields";
import { V } from "@/lib/validation/messages";

// Hours typed as a decimal ("37.5"), empty to add up the clock records.
export const zHours = z
  .string()
  .trim()
  .refine((text) => text === "" || (/^\d{1,3}([.,]\d{1,2})?$/.test(text) && Number(text.replace(",", ".")) <= 744), {
    message: V.invalid,
  });

export const hoursToMinutes = (text: string): number | undefined =>
  text.trim() === "" ? undefined : Math.round(Number(text.trim().replace(",", ".")) * 60);

const ZNewTimesheetForm = z.object({
  userId: zId.optional(),
  week: z.iso.date({ error: V.day }),
  hours: zHours,
  notes: zOptionalText(2000, { multiline: true }),
});
// The office names the cleaner (the API refuses a staff timesheet without one).
const ZNewTimesheetStaffForm = ZNewTimesheetForm.extend({ userId: zId });

// /dashboard/timesheet/new: a week's timesheet for a cleaner (the office) or
// oneself (a cleaner). The hours are added up from the clock records unless
// typed; the timesheet starts as a draft.
export function TimesheetNewView({ actor }: { actor: { id: string; role: Role } }) {
  const t = useTranslations("Timesheets");
  const format = useFormatter();
  const router = useRouter();
  const create = useCreateTimesheet();
  const staff = isStaff(actor.role);
  const form = useAppForm({
    schema: staff ? ZNewTimesheetStaffForm : ZNewTimesheetForm,
    draftKey: "timesheet:new",
    defaultValues: {
      userId: staff ? (undefined as never) : undefined,
      week: addDays(dublinMonday(new Date()), -7),
      hours: "",
      notes: "",
    },
    onSubmit: (values) => {
      // Whatever day was picked, the timesheet covers its Irish week, Monday to Monday.
      const monday = dublinMonday(dublinDayStart(values.week));
      return create.mutateAsync({
        userId: staff ? values.userId : undefined,
        periodStart: dublinDayStart(monday).toISOString(),
        periodEnd: dublinDayStart(addDays(monday, 7)).toISOString(),
        minutesWorked: hoursToMinutes(values.hours),
        notes: values.notes,
      });
    },
    fieldMap: { periodStart: "week", periodEnd: "week", minutesWorked: "hours" },
    onSuccess: (sheet) => router.push(`/dashboard/timesheet/${sheet.id}/edit`),
    successMessage: t("createdToast"),
  });
  const week = form.watch("week");
  const monday = /^\d{4}-\d{2}-\d{2}$/.test(week) ? dublinMonday(dublinDayStart(week)) : null;
  return (
    <>
      <PageHeader title={t("newTimesheet")} crumbs={[{ label: t("title"), href: "/dashboard/timesheet" }]} />
      <Form spacing={3} onSubmit={form.submit} sx={{ maxWidth: 720 }}>
        <FormError message={form.formError} />
        <DraftNotice draft={form.draft} />
        <Grid container spacing={2}>
          {staff && (
            <Grid size={12}>
              <FormUserPicker control={form.control} name="userId" role="Cleaner" label={t("person")} required />
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormText
              control={form.control}
              name="week"
              type="date"
              label={t("weekStarting")}
              required
              helperText={
                monday
                  ? t("weekOf", { date: format.dateTime(new Date(`${monday}T12:00:00Z`), { dateStyle: "full" }) })
                  : t("weekStartingHint")
              }
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: "ltr" } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormText
              control={form.control}
              name="hours"
              label={t("hours")}
              helperText={t("hoursHint")}
              slotProps={{ htmlInput: { inputMode: "decimal", dir: "ltr" } }}
            />
          </Grid>
          <Grid size={12}>
            <FormText control={form.control} name="notes" label={t("notes")} multiline minRows={2} />
          </Grid>
        </Grid>
        <FormActions
          isSubmitting={form.isSubmitting}
          submitLabel={t("create")}
          onCancel={() => router.push("/dashboard/timesheet")}
        />
      </Form>
    </>
  );
}
