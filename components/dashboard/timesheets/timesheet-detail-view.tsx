"use client";

import LockIcon from "@mui/icons-material/Lock";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableFooter from "@mui/material/TableFooter";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { Theme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTranslations } from "next-intl";
import { useImperativeHandle, useRef, useState, type RefObject } from "react";
import { z } from "zod";
import { useDuration } from "@/components/dashboard/rota/shift-time";
import { ConfirmDialog } from "@/components/dashboard/ui/confirm-dialog";
import { DetailSection } from "@/components/dashboard/ui/detail";
import { Form } from "@/components/ui/form";
import { FormActions, FormError } from "@/components/dashboard/ui/form/form-actions";
import { FormText } from "@/components/dashboard/ui/form/form-fields";
import { DraftNotice } from "@/components/dashboard/ui/form/form-draft";
import { useAppForm } from "@/components/dashboard/ui/form/use-app-form";
import { LoadState } from "@/components/dashboard/ui/load-state";
import { PageHeader } from "@/components/dashboard/ui/page-header";
import { StatusChip } from "@/components/dashboard/ui/status-chip";
import { useAction } from "@/components/dashboard/ui/use-action";
import { TextLink } from "@/components/ui/links";
import { isStaff, type Role } from "@/lib/auth/roles";
import { useTimesheet, useUpdateTimesheet, type TimesheetDetail } from "@/lib/client/queries/timesheets";
import { dublinDate } from "@/lib/i18n/dublin-time";
import { TIME_ZONE } from "@/lib/i18n/locales";
import { useFormatter } from "@/lib/i18n/use-formatter";
import { zOptionalText } from "@/lib/validation/fields";
import type { TTimesheetStatus } from "@/lib/validation/timesheets";
import { hoursToMinutes, zHours } from "./timesheet-form";

type Actor = { id: string; role: Role };
type Step = { status: TTimesheetStatus; label: string; needsReason?: boolean; color?: "primary" | "error" };
// The hours and notes being edited, for a step taken before they were saved.
type Edits = { minutesWorked?: number; notes: string | null };
type EditorHandle = {
  // {} when nothing is changed; null when a change is not valid (its field says why).
  pendingEdits: () => Promise<Partial<Edits> | null>;
  saved: () => void;
};
// The header's steps and the body share the sheet, the viewer and the editor's handle.
type SheetProps = { sheet: TimesheetDetail; actor: Actor; editor: RefObject<EditorHandle | null> };

// The steps a viewer may take from a timesheet's status (the API's workflow,
// docs/api/scheduling.md): submit a draft, approve or reject a submitted one
// (the office, not on their own), reopen a rejected one, unlock an approved one.
function useSteps(sheet: TimesheetDetail, actor: Actor): Step[] {
  const t = useTranslations("Timesheets");
  const staff = isStaff(actor.role);
  const owner = sheet.userId === actor.id;
  switch (sheet.status) {
    case "draft":
      return [{ status: "submitted", label: t("submit") }];
    case "submitted":
      return staff && !owner
        ? [
            { status: "approved", label: t("approve") },
            { status: "rejected", label: t("reject"), needsReason: true, color: "error" },
          ]
        : [];
    case "rejected":
      return [{ status: "draft", label: t("reopen") }];
    case "approved":
      return staff && !owner ? [{ status: "draft", label: t("unlock"), needsReason: true }] : [];
  }
}

// /dashboard/timesheet/{id}/edit: the week day by day (rostered against
// worked hours, breaks, the difference), Irish working-time warnings, the
// hours and notes while it may be edited, the workflow's steps and its
// history. An approved timesheet is locked (and so are its clock records).
export function TimesheetDetailView({ id, actor }: { id: string; actor: Actor }) {
  const t = useTranslations("Timesheets");
  const query = useTimesheet(id);
  const sheet = query.data;
  const editor = useRef<EditorHandle>(null);
  return (
    <>
      <PageHeader
        title={sheet ? t("detailTitle", { name: sheet.user.name }) : t("timesheet")}
        status={sheet && <StatusChip kind="timesheetStatus" value={sheet.status} />}
        crumbs={[{ label: t("title"), href: "/dashboard/timesheet" }]}
        actions={sheet && <TimesheetSteps sheet={sheet} actor={actor} editor={editor} />}
      />
      <LoadState query={query} notFoundText={t("notFound")} />
      {sheet && <TimesheetBody sheet={sheet} actor={actor} editor={editor} />}
    </>
  );
}

function TimesheetSteps({ sheet, actor, editor }: SheetProps) {
  const t = useTranslations("Timesheets");
  const tValidation = useTranslations("Validation");
  const update = useUpdateTimesheet();
  const run = useAction();
  const steps = useSteps(sheet, actor);
  const [asking, setAsking] = useState<Step | null>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState(false);
  // Hours or notes changed and not saved go with the step: submitting used
  // to send the sheet as it was saved and drop them without a word.
  const take = async (step: Step, withReason?: string) => {
    const edits = (await editor.current?.pendingEdits()) ?? {};
    if (edits === null) return setAsking(null);
    const done = await run(
      () => update.mutateAsync({ id: sheet.id, status: step.status, reason: withReason, ...edits }),
      t("statusToast", { status: step.status }),
    );
    if (done) {
      editor.current?.saved();
      setAsking(null);
    }
  };
  return (
    <>
      {steps.map((step) => (
        <Button
          key={step.label}
          variant={step.color === "error" ? "outlined" : "contained"}
          color={step.color ?? "primary"}
          disabled={update.isPending}
          onClick={() => {
            if (!step.needsReason) return void take(step);
            setReason("");
            setReasonError(false);
            setAsking(step);
          }}
        >
          {step.label}
        </Button>
      ))}
      <ConfirmDialog
        open={Boolean(asking)}
        title={asking?.label ?? ""}
        text={asking?.status === "rejected" ? t("rejectText") : t("unlockText")}
        confirmLabel={asking?.label ?? ""}
        isDestructive={asking?.color === "error"}
        isBusy={update.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          if (!reason.trim()) return setReasonError(true);
          void take(asking, reason.trim());
        }}
      >
        <TextField
          label={t("reason")}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          multiline
          minRows={2}
          error={reasonError}
          helperText={reasonError ? tValidation("required") : undefined}
          sx={{ mt: 2 }}
        />
      </ConfirmDialog>
    </>
  );
}

function TimesheetBody({ sheet, actor, editor }: SheetProps) {
  const t = useTranslations("Timesheets");
  const tCommon = useTranslations("Common");
  const format = useFormatter();
  const staff = isStaff(actor.role);
  const owner = sheet.userId === actor.id;
  const editable = sheet.status === "draft" || sheet.status === "rejected" || (staff && sheet.status === "submitted");
  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE });
  const lastDay = dublinDate(new Date(Date.parse(sheet.periodEnd) - 1));
  // Why the office returned it, at the top (it was only in the history, at the bottom).
  const returned =
    sheet.status === "rejected" ? sheet.events.findLast((event) => event.action === "rejected") : undefined;
  return (
    <Stack spacing={3}>
      {returned && (
        <Alert severity="warning">
          {t("rejectedBecause", { name: returned.by?.name ?? "—", reason: returned.reason ?? "" })}{" "}
          {sheet.userId === actor.id && t("rejectedNext")}
        </Alert>
      )}
      {sheet.locked && (
        <Alert severity="info" icon={<LockIcon />}>
          {t("lockedText")}
        </Alert>
      )}
      {sheet.waitingCorrections > 0 && (
        // Approving would lock the records these requests would change.
        <Alert severity="warning">
          {t(staff ? "correctionsWaitingOffice" : "correctionsWaiting", { count: sheet.waitingCorrections })}{" "}
          <TextLink
            href={staff ? `/dashboard/clocking/requests?userId=${sheet.userId}` : "/dashboard/clocking/requests"}
            color="inherit"
          >
            {t("openCorrections")}
          </TextLink>
        </Alert>
      )}
      <WorkingTimeWarnings sheet={sheet} />
      <DayTable sheet={sheet} />
      <TextLink
        href={`/dashboard/clocking/${sheet.userId}?startDate=${dublinDate(new Date(sheet.periodStart))}&endDate=${lastDay}`}
      >
        {t("clockRecords")}
      </TextLink>
      {editable && (owner || staff) ? (
        <DetailSection title={t("edit")}>
          <TimesheetEditor key={sheet.updatedAt} sheet={sheet} handle={editor} />
        </DetailSection>
      ) : (
        sheet.notes && (
          <DetailSection title={tCommon("notes")}>
            <span style={{ whiteSpace: "pre-wrap" }}>{sheet.notes}</span>
          </DetailSection>
        )
      )}
      <DetailSection title={t("history")}>
        {sheet.events.length === 0 ? (
          t("noHistory")
        ) : (
          <List dense disablePadding>
            {sheet.events.map((event) => (
              <ListItem key={event.id} disableGutters>
                <ListItemText
                  primary={`${t("event", { action: event.action })}${event.reason ? ` — ${event.reason}` : ""}`}
                  secondary={t("eventBy", { name: event.by?.name ?? tCommon("notSet"), date: when(event.createdAt) })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DetailSection>
    </Stack>
  );
}

// Organisation of Working Time Act 1997: shown, never silent.
function WorkingTimeWarnings({ sheet }: { sheet: TimesheetDetail }) {
  const t = useTranslations("Timesheets");
  const format = useFormatter();
  if (sheet.warnings.length === 0) return null;
  const day = (date?: string) =>
    date ? format.dateTime(new Date(`${date}T12:00:00Z`), { weekday: "long", day: "numeric", month: "long" }) : "";
  return (
    <Stack spacing={1} data-testid="working-time-warnings">
      {sheet.warnings.map((warning, index) => (
        <Alert key={`${warning.code}-${warning.date ?? index}`} severity="warning">
          {t(`warning.${warning.code}` as "warning.restUnder11", {
            date: day(warning.date),
            hours: warning.hours ?? 0,
          })}
        </Alert>
      ))}
    </Stack>
  );
}

// Each day of the week: rostered, worked, breaks and the difference.
function DayTable({ sheet }: { sheet: TimesheetDetail }) {
  const t = useTranslations("Timesheets");
  const format = useFormatter();
  const longDuration = useDuration();
  // On a phone "8 h 0 min" took three or four lines a cell (more in Vietnamese) and
  // pushed the difference off the screen: the figures are written h:mm there.
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const duration = isPhone ? clockDuration : longDuration;
  const day = (date: string) =>
    format.dateTime(
      new Date(`${date}T12:00:00Z`),
      isPhone ? { weekday: "short", day: "numeric" } : { weekday: "short", day: "numeric", month: "short" },
    );
  const cells = (row: {
    rosteredMinutes: number;
    workedMinutes: number;
    breakMinutes: number;
    differenceMinutes: number;
  }) => (
    <>
      <TableCell align="right">{duration(row.rosteredMinutes)}</TableCell>
      <TableCell align="right">{duration(row.workedMinutes)}</TableCell>
      <TableCell align="right">{duration(row.breakMinutes)}</TableCell>
      <TableCell
        align="right"
        sx={{
          color: row.differenceMinutes < 0 ? "error.main" : row.differenceMinutes > 0 ? "success.dark" : undefined,
        }}
      >
        {duration(row.differenceMinutes)}
      </TableCell>
    </>
  );
  return (
    <DetailSection title={t("days")}>
      <TableContainer>
        <Table size="small" aria-label={t("days")} sx={isPhone ? PHONE_TABLE : undefined}>
          <TableHead>
            <TableRow>
              <TableCell>{t("day")}</TableCell>
              <TableCell align="right">{t("rostered")}</TableCell>
              <TableCell align="right">{t("worked")}</TableCell>
              <TableCell align="right">{t("breaks")}</TableCell>
              <TableCell align="right">{t("difference")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sheet.days.map((row) => (
              <TableRow key={row.date}>
                <TableCell component="th" scope="row">
                  {day(row.date)}
                </TableCell>
                {cells(row)}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow data-testid="timesheet-totals">
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {t("total")}
              </TableCell>
              {cells(sheet.totals)}
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
      {isPhone && (
        <Typography variant="caption" color="text.secondary">
          {t("clockFormatNote")}
        </Typography>
      )}
      <Grid container sx={{ mt: 2 }}>
        <Grid size={12}>{t("recorded", { duration: longDuration(sheet.minutesWorked) })}</Grid>
      </Grid>
    </DetailSection>
  );
}

const ZEditTimesheetForm = z.object({ hours: zHours, notes: zOptionalText(2000, { multiline: true }) });

function TimesheetEditor({ sheet, handle }: { sheet: TimesheetDetail; handle: RefObject<EditorHandle | null> }) {
  const t = useTranslations("Timesheets");
  const update = useUpdateTimesheet();
  const form = useAppForm({
    schema: ZEditTimesheetForm,
    draftKey: `timesheet:${sheet.id}`,
    defaultValues: { hours: String(Math.round((sheet.minutesWorked / 60) * 100) / 100), notes: sheet.notes ?? "" },
    onSubmit: (values) =>
      update.mutateAsync({ id: sheet.id, minutesWorked: hoursToMinutes(values.hours), notes: values.notes ?? null }),
    fieldMap: { minutesWorked: "hours" },
    successMessage: t("savedToast"),
  });
  useImperativeHandle(
    handle,
    () => ({
      pendingEdits: async () => {
        if (!form.formState.isDirty) return {};
        let edits: Edits | null = null;
        await form.handleSubmit((values) => {
          edits = { minutesWorked: hoursToMinutes(values.hours), notes: values.notes ?? null };
        })();
        return edits;
      },
      saved: () => form.draft?.forget(),
    }),
    [form],
  );
  return (
    <Form spacing={2} onSubmit={form.submit}>
      <FormError message={form.formError} />
      <DraftNotice draft={form.draft} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormText
            control={form.control}
            name="hours"
            label={t("hours")}
            helperText={t("hoursEditHint")}
            slotProps={{ htmlInput: { inputMode: "decimal", dir: "ltr" } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormText control={form.control} name="notes" label={t("notes")} multiline minRows={2} />
        </Grid>
      </Grid>
      <FormActions isSubmitting={form.isSubmitting} />
    </Form>
  );
}

// 450 → "7:30", −30 → "−0:30": a duration in little room.
function clockDuration(minutes: number): string {
  const whole = Math.abs(Math.round(minutes));
  const text = `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
  return minutes < 0 ? `−${text}` : text;
}

// Five columns in a phone's width: tighter cells and a smaller type; the
// figures stay on one line, the headings may wrap.
const PHONE_TABLE = {
  "& .MuiTableCell-root": { px: 0.5, fontSize: "0.8125rem" },
  "& .MuiTableBody-root .MuiTableCell-root, & .MuiTableFooter-root .MuiTableCell-root": { whiteSpace: "nowrap" },
} as const;
