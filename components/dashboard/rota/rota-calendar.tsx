"use client";

import arLocale from "@fullcalendar/core/locales/ar";
import enGbLocale from "@fullcalendar/core/locales/en-gb";
import frLocale from "@fullcalendar/core/locales/fr";
import viLocale from "@fullcalendar/core/locales/vi";
import zhLocale from "@fullcalendar/core/locales/zh-cn";
import type { DatesSetArg, EventClickArg, EventInput } from "@fullcalendar/core";
import dayGridPlugin from "@fullcalendar/daygrid";
import interactionPlugin, { type EventResizeDoneArg } from "@fullcalendar/interaction";
import FullCalendar from "@fullcalendar/react";
import timeGridPlugin from "@fullcalendar/timegrid";
import type { EventDropArg } from "@fullcalendar/core";
import Box from "@mui/material/Box";
import type { Theme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useLocale, useTranslations } from "next-intl";
import type { ShiftItem } from "@/lib/client/queries/rota";
import { fromDublinLocal, toDublinLocal } from "@/lib/i18n/dublin-time";
import { cleanerColour } from "./board-rows";
import type { CalendarView } from "./calendar-view";

const LOCALES = { en: enGbLocale, fr: frLocale, vi: viLocale, cn: zhLocale, ar: arLocale } as const;

export type VisibleRange = { start: Date; end: Date; view: string };
export type ShiftMove = { shift: ShiftItem; startsAt: string; endsAt: string; revert: () => void };

// FullCalendar runs in "UTC" here and is given Irish wall-clock times, so it
// shows and lets you drag shifts in Dublin time whatever the computer's zone,
// without a time-zone plugin. These convert at its edge.
const toWall = (iso: string) => `${toDublinLocal(new Date(iso))}:00`;
const fromWall = (date: Date) => fromDublinLocal(date.toISOString().slice(0, 16))?.toISOString() ?? date.toISOString();

// FullCalendar's link to a day (a week's day name, a month's day number) is an
// <a> without href, so without a role: it is given the link's.
function markDayLink(cell: HTMLElement) {
  cell.querySelector("a[data-navlink]")?.setAttribute("role", "link");
}

// The week and month calendar of the rota: one colour per cleaner, a shift
// moved by dragging it and made longer or shorter by dragging its end (only
// for those who may edit the rota). The range shown is reported so the page
// loads just those shifts.
export function RotaCalendar({
  shifts,
  editable,
  initialView,
  initialDate,
  onRange,
  onMove,
  onOpen,
  onSelectSlot,
}: {
  shifts: ShiftItem[];
  editable: boolean;
  // Null: the page's default, a week, or on a phone a day.
  initialView: CalendarView | null;
  initialDate?: string;
  onRange: (range: VisibleRange) => void;
  onMove: (move: ShiftMove) => void;
  onOpen: (shift: ShiftItem) => void;
  onSelectSlot?: (startsAt: string, endsAt: string) => void;
}) {
  const locale = useLocale() as keyof typeof LOCALES;
  const t = useTranslations("Rota");
  // Rendered in the browser only (see RotaView), so the first render knows the screen.
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"), { noSsr: true });
  const events: EventInput[] = shifts.map((shift) => ({
    id: shift.id,
    title: `${shift.cleaner.name} · ${shift.job?.title ?? shift.location}`,
    start: toWall(shift.startsAt),
    end: toWall(shift.endsAt),
    backgroundColor: cleanerColour(shift.cleanerId),
    borderColor: cleanerColour(shift.cleanerId),
    textColor: "#ffffff",
    extendedProps: { shift },
  }));
  const move = (info: EventDropArg | EventResizeDoneArg) => {
    const { event } = info;
    if (!event.start || !event.end) return info.revert();
    onMove({
      shift: event.extendedProps.shift as ShiftItem,
      startsAt: fromWall(event.start),
      endsAt: fromWall(event.end),
      revert: info.revert,
    });
  };
  return (
    <Box
      data-testid="rota-calendar"
      sx={(theme) => ({
        // FullCalendar's own colours (a white header row) follow the theme: in dark mode the
        // white day names were drawn on white.
        "--fc-page-bg-color": theme.vars?.palette.background.paper ?? theme.palette.background.paper,
        "--fc-neutral-bg-color": theme.vars?.palette.action.hover ?? theme.palette.action.hover,
        "--fc-border-color": theme.vars?.palette.divider ?? theme.palette.divider,
        "& .fc": { fontFamily: "inherit" },
        "& .fc .fc-toolbar-title": { fontSize: "1.25rem" },
        // On a phone the day, week and month buttons ran past the screen's edge beside the
        // title: there the title takes a line of its own, above the buttons.
        "& .fc .fc-header-toolbar": { flexWrap: "wrap", gap: 1 },
        [theme.breakpoints.down("sm")]: {
          "& .fc .fc-header-toolbar .fc-toolbar-chunk:nth-of-type(2)": {
            order: -1,
            flexBasis: "100%",
            textAlign: "center",
          },
        },
        "& .fc .fc-button-primary": { bgcolor: "primary.main", borderColor: "primary.main" },
        "& .fc .fc-button-primary:not(:disabled).fc-button-active": {
          bgcolor: "primary.dark",
          borderColor: "primary.dark",
        },
        "& .fc-event": { cursor: editable ? "grab" : "pointer" },
        "& .fc-col-header-cell-cushion, & .fc-daygrid-day-number": { color: "text.primary" },
        // A shift's text takes its own direction, so a Latin name on an Arabic page starts at
        // the left and is cut, if at all, at its end ("áinne oyle" lost its first letters);
        // a word longer than the column breaks, and the hours wrap rather than lose "12:".
        "& .fc-event-main": { overflowWrap: "anywhere" },
        "& .fc-event-title, & .fc-event-time": { unicodeBidi: "plaintext" },
        "& .fc-timegrid-event .fc-event-time": { whiteSpace: "normal" },
      })}
    >
      <FullCalendar
        plugins={[timeGridPlugin, dayGridPlugin, interactionPlugin]}
        locale={LOCALES[locale] ?? enGbLocale}
        direction={locale === "ar" ? "rtl" : "ltr"}
        timeZone="UTC"
        now={() => toWall(new Date().toISOString())}
        // A phone's week is seven slivers: there a day is shown first, the week a tap away.
        initialView={initialView ?? (isPhone ? "timeGridDay" : "timeGridWeek")}
        initialDate={initialDate}
        firstDay={1}
        headerToolbar={{ start: "prev,next today", center: "title", end: "timeGridDay,timeGridWeek,dayGridMonth" }}
        // Text arrows instead of icon fonts (whose <span role="img"> has no name);
        // the buttons' names come from the locale's hints ("Previous week").
        buttonIcons={false}
        buttonText={locale === "ar" ? { prev: "›", next: "‹" } : { prev: "‹", next: "›" }}
        height="auto"
        slotMinTime="06:00:00"
        slotMaxTime="22:00:00"
        allDaySlot={false}
        // A busy slot shows two shifts side by side and "+N" for the rest (a popover): six
        // or more at once shrank each to a few letters.
        eventMaxStack={2}
        dayMaxEvents={3}
        // FullCalendar draws "+N" as an <a> without href (no role) that carries aria-expanded:
        // it opens a popover, so it is a button.
        moreLinkDidMount={({ el }) => el.setAttribute("role", "button")}
        // A week's day names and a month's day numbers open that day. FullCalendar draws
        // them as <a> without href (no role) hinted in English only: each gets the link
        // role and our own hint, in the page's language.
        navLinks
        navLinkHint={(date: string) => t("openDay", { date })}
        dayHeaderDidMount={({ el }) => markDayLink(el)}
        dayCellDidMount={({ el }) => markDayLink(el)}
        nowIndicator
        events={events}
        editable={editable}
        eventDurationEditable={editable}
        selectable={editable && Boolean(onSelectSlot)}
        selectMirror
        select={(info) => onSelectSlot?.(fromWall(info.start), fromWall(info.end))}
        eventDrop={move}
        eventResize={move}
        eventClick={(info: EventClickArg) => {
          info.jsEvent.preventDefault();
          onOpen(info.event.extendedProps.shift as ShiftItem);
        }}
        datesSet={(info: DatesSetArg) =>
          onRange({
            start: fromDublinLocal(info.start.toISOString().slice(0, 16)) ?? info.start,
            end: fromDublinLocal(info.end.toISOString().slice(0, 16)) ?? info.end,
            view: info.view.type,
          })
        }
        eventTimeFormat={{ hour: "2-digit", minute: "2-digit", hour12: false }}
        // The week's columns say "Mon 23": the month is in the title, and "23/11" was cut on a
        // phone. A phone's seven columns are too narrow for a weekday's name (Arabic has no
        // short ones: "الأحد 29" ran into the next day), so there it is its first letter.
        // A day's column has room for its whole name.
        views={{
          timeGridWeek: { dayHeaderFormat: { weekday: isPhone ? "narrow" : "short", day: "numeric" } },
          timeGridDay: { dayHeaderFormat: { weekday: "long", day: "numeric", month: "long" } },
        }}
        slotLabelFormat={{ hour: "2-digit", minute: "2-digit", hour12: false }}
      />
    </Box>
  );
}
