"use client";

import AddIcon from "@mui/icons-material/Add";
import EventAvailableIcon from "@mui/icons-material/EventAvailable";
import ViewListIcon from "@mui/icons-material/ViewList";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useMemo, useState } from "react";
import { useToast } from "@/components/dashboard/shell/toasts";
import { ConfirmDialog } from "@/components/dashboard/ui/confirm-dialog";
import { useListState, type ListDefaults } from "@/components/dashboard/ui/list/use-list-state";
import { PageHeader } from "@/components/dashboard/ui/page-header";
import { UserPicker } from "@/components/dashboard/users/user-picker";
import { ButtonLink } from "@/components/ui/links";
import { usePublications, usePublishWeek, useShifts, useUpdateShift, type ShiftItem } from "@/lib/client/queries/rota";
import { useUsers } from "@/lib/client/queries/users";
import { addDays, dublinDate, dublinDayStart, dublinMonday, fromDublinLocal } from "@/lib/i18n/dublin-time";
import { useRouter } from "@/lib/i18n/navigation";
import { useFormatter } from "@/lib/i18n/use-formatter";
import type { ShiftMove, VisibleRange } from "./rota-calendar";
import type { BoardCleaner, BoardMove } from "./board-rows";
import { asCalendarView } from "./calendar-view";
import { CopyLastWeek } from "./copy-week";
import { refusalText } from "./refusal-text";
import { RotaBoard } from "./rota-board";
import { ShiftPanel } from "./shift-panel";

// FullCalendar measures the page: it renders in the browser only.
const RotaCalendar = dynamic(() => import("./rota-calendar").then((module) => module.RotaCalendar), {
  ssr: false,
  loading: () => <LinearProgress />,
});

type Filters = { cleanerId: string; clientId: string; view: string; date: string };
const DEFAULTS: ListDefaults<Filters> = { filters: { cleanerId: "", clientId: "", view: "", date: "" } };

// The week by cleaner (rota-board.tsx), beside FullCalendar's week and month.
const BOARD = "cleanerWeek";
const MAX_BOARD_CLEANERS = 100;

// /dashboard/rota: the week and month calendar of shifts, one colour per
// cleaner, filtered by cleaner or client, or the week by cleaner. The office
// drags a shift to move it, drags its end to resize it, selects empty time
// (or a board's "+") to add one, and publishes the week shown (each cleaner
// is e-mailed their week).
export function RotaView() {
  const t = useTranslations("Rota");
  const tErrors = useTranslations("Errors");
  const format = useFormatter();
  const notify = useToast();
  const router = useRouter();
  const [state, setState] = useListState(DEFAULTS);
  const [range, setRange] = useState<VisibleRange | null>(null);
  const [openShift, setOpenShift] = useState<ShiftItem | null>(null);
  const [confirmPublish, setConfirmPublish] = useState(false);
  const update = useUpdateShift();
  const publish = usePublishWeek();

  const isBoard = state.filters.view === BOARD;
  // The board's week: the Monday of the day in the address, or this week.
  const boardMonday = dublinMonday(state.filters.date ? dublinDayStart(state.filters.date) : new Date());
  const shown: VisibleRange | null = isBoard
    ? { start: dublinDayStart(boardMonday), end: dublinDayStart(addDays(boardMonday, 7)), view: BOARD }
    : range;
  // The board's rows: every active cleaner (who is free shows too), or the one filtered on;
  // filtered by client, only the cleaners of its shifts.
  const activeCleaners = useUsers(
    { pageNumber: 1, pageSize: MAX_BOARD_CLEANERS, role: "Cleaner", status: "active" },
    { enabled: isBoard && !state.filters.clientId },
  );
  const { cleanerId, clientId } = state.filters;
  const boardCleaners = useMemo<BoardCleaner[]>(
    () =>
      clientId
        ? []
        : (activeCleaners.data?.data ?? [])
            .filter((user) => !cleanerId || user.id === cleanerId)
            .map((user) => ({ id: user.id, name: `${user.firstName} ${user.lastName}` })),
    [activeCleaners.data, cleanerId, clientId],
  );

  const shifts = useShifts(
    {
      startDate: shown?.start.toISOString() ?? "",
      endDate: shown?.end.toISOString() ?? "",
      cleanerId: state.filters.cleanerId || undefined,
      clientId: state.filters.clientId || undefined,
      pageSize: 1000,
    },
    { enabled: Boolean(shown) },
  );
  const weekStart = shown && shown.view !== "dayGridMonth" ? dublinMonday(shown.start) : null;
  const publications = usePublications(weekStart ?? null, weekStart ?? null);
  const published = weekStart ? publications.data?.data.find((entry) => entry.weekStart.startsWith(weekStart)) : null;

  const onMove = async ({ shift, startsAt, endsAt, revert }: ShiftMove) => {
    try {
      await update.mutateAsync({ id: shift.id, startsAt, endsAt });
      notify(t("moved"), "success");
    } catch (error) {
      revert();
      notify(refusalText(error, tErrors("network")), "error");
    }
  };

  // A shift dropped in another cell of the board (another day, or cleaner).
  const onBoardMove = async (move: BoardMove, to: { cleaner: BoardCleaner; day: string }) => {
    try {
      await update.mutateAsync(move);
      notify(
        t("boardMoved", {
          name: to.cleaner.name,
          day: format.dateTime(new Date(`${to.day}T12:00:00Z`), { weekday: "long", day: "numeric", month: "long" }),
        }),
        "success",
      );
    } catch (error) {
      notify(refusalText(error, tErrors("network")), "error");
    }
  };

  const onPublish = async () => {
    if (!weekStart) return;
    try {
      const result = await publish.mutateAsync(weekStart);
      notify(t("publishedToast", { count: result.mailed }), "success");
      setConfirmPublish(false);
    } catch (error) {
      notify(refusalText(error, tErrors("network")), "error");
    }
  };

  return (
    <>
      <PageHeader
        title={t("title")}
        actions={
          <>
            <ButtonLink href="/dashboard/rota/list" variant="outlined" startIcon={<ViewListIcon />}>
              {t("listView")}
            </ButtonLink>
            <ButtonLink href="/dashboard/rota/new" variant="contained" startIcon={<AddIcon />}>
              {t("newShift")}
            </ButtonLink>
          </>
        }
      />
      {/* On a laptop the pickers, the view and the week's actions wrap to a second
          line rather than squeeze their labels onto three (or out of the page). */}
      <Stack
        direction={{ xs: "column", md: "row" }}
        spacing={2}
        useFlexGap
        sx={{ mb: 2, alignItems: { md: "center" }, flexWrap: { md: "wrap" } }}
      >
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
        <ToggleButtonGroup
          exclusive
          size="small"
          value={isBoard ? BOARD : "calendar"}
          aria-label={t("viewChoice")}
          sx={{ "& .MuiToggleButton-root": { whiteSpace: "nowrap" } }}
          onChange={(_, next: string | null) => {
            if (!next || next === (isBoard ? BOARD : "calendar")) return;
            // The same week in the other view.
            const monday = weekStart ?? boardMonday;
            // The calendar's own default view: a week, or a day on a phone.
            setState({ filters: { view: next === BOARD ? BOARD : "", date: monday } });
          }}
        >
          <ToggleButton value="calendar">{t("calendarView")}</ToggleButton>
          <ToggleButton value={BOARD}>{t("viewBoard")}</ToggleButton>
        </ToggleButtonGroup>
        {weekStart && (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: "center", flexWrap: "wrap", marginInlineStart: { md: "auto" }, whiteSpace: "nowrap" }}
          >
            <CopyLastWeek
              weekStart={weekStart}
              isPublished={Boolean(published)}
              cleanerId={state.filters.cleanerId || undefined}
            />
            {published ? (
              <Chip
                color="success"
                icon={<EventAvailableIcon />}
                label={t("publishedOn", {
                  date: format.dateTime(new Date(published.publishedAt), { dateStyle: "medium", timeStyle: "short" }),
                })}
              />
            ) : (
              <Button variant="outlined" onClick={() => setConfirmPublish(true)} disabled={publications.isLoading}>
                {t("publishWeek")}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      {shifts.isError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" onClick={() => shifts.refetch()}>
              {t("retry")}
            </Button>
          }
        >
          {t("loadFailed")}
        </Alert>
      )}
      {shifts.data && shifts.data.totalRecords > shifts.data.data.length && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t("tooMany", { shown: shifts.data.data.length, total: shifts.data.totalRecords })}
        </Alert>
      )}
      {isBoard && activeCleaners.data && activeCleaners.data.totalRecords > activeCleaners.data.data.length && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t("boardManyCleaners", {
            shown: activeCleaners.data.data.length,
            total: activeCleaners.data.totalRecords,
          })}
        </Alert>
      )}
      {(shifts.isFetching || activeCleaners.isFetching) && <LinearProgress aria-label={t("loading")} sx={{ mb: 1 }} />}
      {isBoard ? (
        <RotaBoard
          monday={boardMonday}
          cleaners={boardCleaners}
          shifts={shifts.data?.data ?? []}
          onWeek={(monday) => setState({ filters: { date: monday } })}
          onOpen={setOpenShift}
          onMove={onBoardMove}
          onAdd={(cleaner, day) => {
            // A morning shift to start from; the form changes it.
            const at = (time: string) => encodeURIComponent(fromDublinLocal(`${day}T${time}`)!.toISOString());
            router.push(`/dashboard/rota/new?cleanerId=${cleaner.id}&startsAt=${at("09:00")}&endsAt=${at("13:00")}`);
          }}
        />
      ) : (
        <RotaCalendar
          shifts={shifts.data?.data ?? []}
          editable
          // The view in the address, or none: a week, or a day on a phone.
          initialView={asCalendarView(state.filters.view)}
          initialDate={state.filters.date || undefined}
          onRange={(next) => {
            setRange(next);
            // The week or month shown stays in the address: a reload or a shared link shows it again.
            const date = dublinDate(new Date((next.start.getTime() + next.end.getTime()) / 2));
            if (next.view !== state.filters.view || date !== state.filters.date) {
              setState({ filters: { view: next.view, date } });
            }
          }}
          onMove={onMove}
          onOpen={setOpenShift}
          onSelectSlot={(startsAt, endsAt) =>
            router.push(
              `/dashboard/rota/new?startsAt=${encodeURIComponent(startsAt)}&endsAt=${encodeURIComponent(endsAt)}`,
            )
          }
        />
      )}
      <ShiftPanel shift={openShift} onClose={() => setOpenShift(null)} canEdit />
      <ConfirmDialog
        open={confirmPublish}
        title={t("publishTitle")}
        text={t("publishText", {
          week: weekStart ? format.dateTime(new Date(`${weekStart}T12:00:00Z`), { dateStyle: "long" }) : "",
        })}
        confirmLabel={t("publish")}
        isBusy={publish.isPending}
        onConfirm={onPublish}
        onClose={() => setConfirmPublish(false)}
      />
    </>
  );
}
