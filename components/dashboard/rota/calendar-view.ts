// The rota calendar's views, as FullCalendar names them (and the address's `view`).
// Apart from the calendar, which is loaded in the browser only.
export const CALENDAR_VIEWS = ["timeGridDay", "timeGridWeek", "dayGridMonth"] as const;

export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export const asCalendarView = (view: string): CalendarView | null =>
  CALENDAR_VIEWS.find((known) => known === view) ?? null;
