"use client";

import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import AddIcon from "@mui/icons-material/Add";
import Chip from "@mui/material/Chip";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { DataList } from "@/components/dashboard/ui/list/data-list";
import { DateFilter } from "@/components/dashboard/ui/list/date-filter";
import { useListState, type ListDefaults } from "@/components/dashboard/ui/list/use-list-state";
import { PageHeader } from "@/components/dashboard/ui/page-header";
import { UserPicker } from "@/components/dashboard/users/user-picker";
import { ButtonLink } from "@/components/ui/links";
import { useShifts, type ShiftItem } from "@/lib/client/queries/rota";
import { addDays, dublinDayStart, dublinMonday } from "@/lib/i18n/dublin-time";
import { ShiftPanel } from "./shift-panel";
import { useTimeRange } from "./shift-time";

type Filters = { cleanerId: string; clientId: string; from: string; to: string };
const DEFAULTS: ListDefaults<Filters> = { filters: { cleanerId: "", clientId: "", from: "", to: "" } };

// The range a list shows: the days picked, or this week and the next three.
export function shownRange(from: string, to: string, weeks = 4): { from: string; to: string } {
  const start = from || dublinMonday(new Date());
  // The API answers at most 93 days at once.
  const last = addDays(start, 92);
  const end = to && to >= start ? to : addDays(start, weeks * 7 - 1);
  return { from: start, to: end > last ? last : end };
}

// /dashboard/rota/list: the same shifts as the calendar, as a table by start
// time, filtered by cleaner, client and days; a row opens the shift.
export function RotaListView() {
  const t = useTranslations("Rota");
  const timeRange = useTimeRange();
  const [state, setState] = useListState(DEFAULTS);
  const [openShift, setOpenShift] = useState<ShiftItem | null>(null);
  const range = shownRange(state.filters.from, state.filters.to);
  const query = useShifts({
    startDate: dublinDayStart(range.from).toISOString(),
    endDate: dublinDayStart(addDays(range.to, 1)).toISOString(),
    cleanerId: state.filters.cleanerId || undefined,
    clientId: state.filters.clientId || undefined,
    pageNumber: state.page,
    pageSize: state.pageSize,
  });
  // The columns' least widths add up to 670 px, so all five fit a tablet, or a
  // laptop with the menu open; long values wrap.
  const columns = useMemo<GridColDef<ShiftItem>[]>(
    () => [
      {
        field: "startsAt",
        headerName: t("when"),
        sortable: false,
        minWidth: 180,
        // A little wider than the rest: "lun. 23 nov., 08:00 – 12:00" on one line where it can.
        flex: 1.4,
        valueGetter: (_, row) => timeRange(row.startsAt, row.endsAt),
      },
      {
        field: "cleaner",
        headerName: t("cleaner"),
        sortable: false,
        minWidth: 120,
        flex: 1,
        valueGetter: (_, row) => row.cleaner.name,
      },
      { field: "location", headerName: t("location"), sortable: false, minWidth: 150, flex: 1 },
      {
        field: "job",
        headerName: t("job"),
        sortable: false,
        minWidth: 120,
        flex: 1,
        valueGetter: (_, row) => row.job?.title ?? "",
      },
      {
        field: "published",
        headerName: t("published"),
        sortable: false,
        width: 100,
        renderCell: ({ row }) =>
          row.published ? <Chip size="small" color="success" label={t("published")} /> : t("draft"),
      },
    ],
    [t, timeRange],
  );
  return (
    <>
      <PageHeader
        title={t("listTitle")}
        crumbs={[{ label: t("title"), href: "/dashboard/rota" }]}
        actions={
          <>
            <ButtonLink href="/dashboard/rota" variant="outlined" startIcon={<CalendarMonthIcon />}>
              {t("calendarView")}
            </ButtonLink>
            <ButtonLink href="/dashboard/rota/new" variant="contained" startIcon={<AddIcon />}>
              {t("newShift")}
            </ButtonLink>
          </>
        }
      />
      <DataList
        id="rota"
        label={t("listTitle")}
        columns={columns}
        query={query}
        state={state}
        onStateChange={setState}
        emptyText={t("noShifts")}
        phoneColumns={["startsAt", "cleaner", "location"]}
        onRowClick={setOpenShift}
        filters={
          <>
            <UserPicker
              role="Cleaner"
              label={t("cleaner")}
              size="small"
              value={state.filters.cleanerId || null}
              onChange={(cleanerId) => setState({ filters: { cleanerId: cleanerId ?? "" } })}
              sx={{ minWidth: 220 }}
            />
            <UserPicker
              role="Client"
              label={t("client")}
              size="small"
              value={state.filters.clientId || null}
              onChange={(clientId) => setState({ filters: { clientId: clientId ?? "" } })}
              sx={{ minWidth: 220 }}
            />
            <DateFilter label={t("from")} value={range.from} onChange={(from) => setState({ filters: { from } })} />
            <DateFilter label={t("to")} value={range.to} onChange={(to) => setState({ filters: { to } })} />
          </>
        }
      />
      <ShiftPanel shift={openShift} onClose={() => setOpenShift(null)} canEdit />
    </>
  );
}
