"use client";

import AddIcon from "@mui/icons-material/Add";
import AutorenewIcon from "@mui/icons-material/Autorenew";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useDuration } from "@/components/dashboard/rota/shift-time";
import { useToast } from "@/components/dashboard/shell/toasts";
import { ConfirmDialog } from "@/components/dashboard/ui/confirm-dialog";
import { ExportButton } from "@/components/dashboard/ui/export-button";
import { DataList } from "@/components/dashboard/ui/list/data-list";
import { DateFilter } from "@/components/dashboard/ui/list/date-filter";
import { FilterSelect } from "@/components/dashboard/ui/list/filter-select";
import { useListState, type ListDefaults } from "@/components/dashboard/ui/list/use-list-state";
import { PageHeader } from "@/components/dashboard/ui/page-header";
import { StatusChip, useStatusOptions } from "@/components/dashboard/ui/status-chip";
import { useAction } from "@/components/dashboard/ui/use-action";
import { UserPicker } from "@/components/dashboard/users/user-picker";
import { ButtonLink } from "@/components/ui/links";
import { isStaff, type Role } from "@/lib/auth/roles";
import {
  downloadPayroll,
  useGenerateTimesheets,
  useTimesheets,
  type TimesheetItem,
} from "@/lib/client/queries/timesheets";
import { addDays, dublinDayStart, dublinMonday } from "@/lib/i18n/dublin-time";
import { TIME_ZONE } from "@/lib/i18n/locales";
import { useRouter } from "@/lib/i18n/navigation";
import { useFormatter } from "@/lib/i18n/use-formatter";
import type { TTimesheetStatus } from "@/lib/validation/timesheets";

type Filters = { status: string; userId: string; from: string; to: string };
const DEFAULTS: ListDefaults<Filters> = { filters: { status: "", userId: "", from: "", to: "" } };

// The weeks a list covers: those picked, or the last twelve weeks.
function timesheetRange(from: string, to: string) {
  const end = to || addDays(dublinMonday(new Date()), 6);
  return { from: from && from <= end ? from : addDays(end, -83), to: end };
}

// /dashboard/timesheet: weekly timesheets by status, person and period; the
// office makes the week's drafts from the clock records in one go and
// downloads the payroll CSV of the approved ones; a row opens the timesheet.
export function TimesheetListView({ actor }: { actor: { id: string; role: Role } }) {
  const t = useTranslations("Timesheets");
  const format = useFormatter();
  const duration = useDuration();
  const router = useRouter();
  const run = useAction();
  const notify = useToast();
  const staff = isStaff(actor.role);
  const statusOptions = useStatusOptions("timesheetStatus");
  const [state, setState] = useListState(DEFAULTS);
  const [generating, setGenerating] = useState(false);
  const [week, setWeek] = useState(() => addDays(dublinMonday(new Date()), -7));
  const generate = useGenerateTimesheets();
  const range = timesheetRange(state.filters.from, state.filters.to);
  const query = useTimesheets({
    startDate: dublinDayStart(range.from).toISOString(),
    endDate: dublinDayStart(addDays(range.to, 1)).toISOString(),
    userId: state.filters.userId || undefined,
    status: (state.filters.status || undefined) as TTimesheetStatus | undefined,
    pageNumber: state.page,
    pageSize: state.pageSize,
  });
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeZone: TIME_ZONE });
  const columns = useMemo<GridColDef<TimesheetItem>[]>(
    () => [
      {
        field: "user",
        headerName: t("person"),
        sortable: false,
        minWidth: 170,
        flex: 1,
        valueGetter: (_, row) => row.user.name,
      },
      {
        field: "periodStart",
        headerName: t("period"),
        sortable: false,
        minWidth: 220,
        flex: 1,
        // The period's end is exclusive: the last day shown is the day before.
        valueGetter: (_, row) =>
          `${day(row.periodStart)} – ${day(new Date(Date.parse(row.periodEnd) - 1).toISOString())}`,
      },
      {
        field: "minutesWorked",
        headerName: t("worked"),
        sortable: false,
        width: 140,
        valueFormatter: (value: number) => duration(value),
      },
      {
        field: "status",
        headerName: t("status"),
        sortable: false,
        width: 140,
        renderCell: ({ row }) => <StatusChip kind="timesheetStatus" value={row.status} />,
      },
      {
        field: "approvedBy",
        // Who approved or rejected it (the API's approvedBy names either).
        headerName: t("reviewedBy"),
        sortable: false,
        minWidth: 150,
        valueGetter: (_, row) => row.approvedBy?.name ?? "",
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `day` is made from `format`.
    [t, format, duration],
  );
  const onGenerate = async () => {
    const result = await run(() => generate.mutateAsync({ weekStart: week }));
    if (!result) return;
    setGenerating(false);
    notify(t("generatedToast", { created: result.created, skipped: result.skipped }), "success");
  };
  return (
    <>
      <PageHeader
        title={t("title")}
        actions={
          <>
            {staff && (
              <>
                <ExportButton
                  onExport={() =>
                    downloadPayroll(
                      dublinDayStart(range.from).toISOString(),
                      dublinDayStart(addDays(range.to, 1)).toISOString(),
                    )
                  }
                />
                <Button variant="outlined" startIcon={<AutorenewIcon />} onClick={() => setGenerating(true)}>
                  {t("generate")}
                </Button>
              </>
            )}
            <ButtonLink href="/dashboard/timesheet/new" variant="contained" startIcon={<AddIcon />}>
              {t("newTimesheet")}
            </ButtonLink>
          </>
        }
      />
      <DataList
        id="timesheets"
        label={t("title")}
        columns={columns}
        query={query}
        state={state}
        onStateChange={setState}
        emptyText={t("noRows")}
        phoneColumns={["user", "periodStart", "status"]}
        onRowClick={(row) => router.push(`/dashboard/timesheet/${row.id}/edit`)}
        filters={
          <>
            <FilterSelect
              label={t("status")}
              value={state.filters.status as TTimesheetStatus | ""}
              options={statusOptions}
              onChange={(status) => setState({ filters: { status } })}
            />
            {staff && (
              <UserPicker
                role="Cleaner"
                label={t("person")}
                size="small"
                value={state.filters.userId || null}
                onChange={(userId) => setState({ filters: { userId: userId ?? "" } })}
                sx={{ minWidth: 220 }}
              />
            )}
            <DateFilter label={t("from")} value={range.from} onChange={(from) => setState({ filters: { from } })} />
            <DateFilter label={t("to")} value={range.to} onChange={(to) => setState({ filters: { to } })} />
          </>
        }
      />
      <ConfirmDialog
        open={generating}
        title={t("generateTitle")}
        text={t("generateText")}
        confirmLabel={t("generate")}
        isBusy={generate.isPending}
        onConfirm={onGenerate}
        onClose={() => setGenerating(false)}
      >
        <TextField
          type="date"
          label={t("weekStarting")}
          value={week}
          onChange={(event) => setWeek(event.target.value)}
          helperText={t("weekStartingHint")}
          sx={{ mt: 2 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: "ltr" } }}
        />
      </ConfirmDialog>
    </>
  );
}
