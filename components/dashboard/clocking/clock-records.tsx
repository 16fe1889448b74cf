"use client";

import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useDuration } from "@/components/dashboard/rota/shift-time";
import { DataList } from "@/components/dashboard/ui/list/data-list";
import { DateFilter } from "@/components/dashboard/ui/list/date-filter";
import { useListState, type ListDefaults } from "@/components/dashboard/ui/list/use-list-state";
import { UserPicker } from "@/components/dashboard/users/user-picker";
import { useClockRecords, type ClockRecordItem, type ClockTotals } from "@/lib/client/queries/clocking";
import Typography from "@mui/material/Typography";
import { addDays, dublinDayStart, dublinMonday } from "@/lib/i18n/dublin-time";
import { TIME_ZONE } from "@/lib/i18n/locales";
import { useFormatter } from "@/lib/i18n/use-formatter";
import { ClockFlags } from "./clock-flags";
import { ClockRecordPanel } from "./clock-record-panel";

// startDate and endDate are the names spec §2 gives the person view's address.
type Filters = { userId: string; startDate: string; endDate: string; forgotten: string };
const DEFAULTS: ListDefaults<Filters> = { filters: { userId: "", startDate: "", endDate: "", forgotten: "" } };

// The days a clock list covers: those picked, or the last four weeks (at most 93 days, the API's limit).
export function clockRange(from: string, to: string): { from: string; to: string } {
  const end = to || addDays(dublinMonday(new Date()), 6);
  const start = from && from <= end ? from : addDays(end, -27);
  const first = addDays(end, -92);
  return { from: start < first ? first : start, to: end };
}

// A list of clock records: the office's over everyone (filter by person and
// forgotten clock-outs), a person's own (history), or one person's over a
// range with the range's totals (/dashboard/clocking/{id}). A row opens the
// record; the office corrects it there, with a reason.
export function ClockRecordList({
  mode,
  userId,
  canCorrect,
}: {
  mode: "office" | "own" | "person";
  userId?: string;
  canCorrect: boolean;
}) {
  const t = useTranslations("Clocking");
  const format = useFormatter();
  const duration = useDuration();
  const [state, setState] = useListState(DEFAULTS);
  const [openId, setOpenId] = useState<string | null>(null);
  const range = clockRange(state.filters.startDate, state.filters.endDate);
  const person = mode === "person" ? userId : state.filters.userId || undefined;
  const query = useClockRecords({
    startDate: dublinDayStart(range.from).toISOString(),
    endDate: dublinDayStart(addDays(range.to, 1)).toISOString(),
    userId: person,
    forgotten: state.filters.forgotten === "1" || undefined,
    pageNumber: state.page,
    pageSize: state.pageSize,
  });
  const time = (iso: string) =>
    format.dateTime(new Date(iso), {
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: TIME_ZONE,
    });
  const columns = useMemo<GridColDef<ClockRecordItem>[]>(
    () => [
      ...(mode === "office"
        ? [
            {
              field: "user",
              headerName: t("person"),
              sortable: false,
              minWidth: 160,
              flex: 1,
              valueGetter: (_: unknown, row: ClockRecordItem) => row.user.name,
            } satisfies GridColDef<ClockRecordItem>,
          ]
        : []),
      {
        field: "clockInAt",
        headerName: t("clockInAt"),
        sortable: false,
        minWidth: 170,
        valueFormatter: (value: string) => time(value),
      },
      {
        field: "clockOutAt",
        headerName: t("clockOutAt"),
        sortable: false,
        minWidth: 170,
        valueFormatter: (value: string | null) => (value ? time(value) : t("stillIn")),
      },
      {
        field: "minutesWorked",
        headerName: t("worked"),
        sortable: false,
        width: 130,
        valueFormatter: (value: number | null) => (value === null ? "" : duration(value)),
      },
      {
        field: "job",
        headerName: t("job"),
        sortable: false,
        minWidth: 160,
        flex: 1,
        valueGetter: (_, row) => row.job?.title ?? "",
      },
      {
        field: "location",
        headerName: t("location"),
        sortable: false,
        width: 150,
        valueGetter: (_, row) => (row.clockInLat !== null ? t("recorded") : t("notRecorded")),
      },
      {
        field: "flags",
        headerName: t("flags"),
        sortable: false,
        minWidth: 200,
        renderCell: ({ row }) => <ClockFlags record={row} />,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `time` is made from `format`.
    [mode, t, format, duration],
  );
  const totals = query.data?.totals;
  return (
    <>
      {totals && <ClockTotalsRow totals={totals} />}
      <DataList
        id="clocking"
        label={t("recordsLabel")}
        columns={columns}
        query={query}
        state={state}
        onStateChange={setState}
        emptyText={t("noRecords")}
        phoneColumns={["user", "clockInAt", "minutesWorked"]}
        onRowClick={(row) => setOpenId(row.id)}
        filters={
          <>
            {mode === "office" && (
              <UserPicker
                role="Cleaner"
                label={t("person")}
                size="small"
                value={state.filters.userId || null}
                onChange={(id) => setState({ filters: { userId: id ?? "" } })}
                sx={{ minWidth: 220 }}
              />
            )}
            <DateFilter
              label={t("from")}
              value={range.from}
              onChange={(startDate) => setState({ filters: { startDate } })}
            />
            <DateFilter label={t("to")} value={range.to} onChange={(endDate) => setState({ filters: { endDate } })} />
            {mode === "office" && (
              <FormControlLabel
                control={
                  <Switch
                    checked={state.filters.forgotten === "1"}
                    onChange={(event) => setState({ filters: { forgotten: event.target.checked ? "1" : "" } })}
                  />
                }
                label={t("forgottenOnly")}
              />
            )}
          </>
        }
      />
      <ClockRecordPanel
        id={openId}
        onClose={() => setOpenId(null)}
        canCorrect={canCorrect}
        hasRecords={(query.data?.data.length ?? 0) > 0}
      />
    </>
  );
}

// The range's totals over all its records (not just the page shown).
function ClockTotalsRow({ totals }: { totals: ClockTotals }) {
  const t = useTranslations("Clocking");
  const duration = useDuration();
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ mb: 2, flexWrap: "wrap" }} data-testid="clock-totals">
      <Typography>{t("totalRecords", { count: totals.records })}</Typography>
      <Typography>{t("totalWorked", { duration: duration(totals.minutesWorked) })}</Typography>
      {totals.openRecords > 0 && <Typography>{t("totalOpen", { count: totals.openRecords })}</Typography>}
    </Stack>
  );
}
