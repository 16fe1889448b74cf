import { z } from "zod";
import { addDays, dublinDate } from "@/lib/i18n/dublin-time";
import { ZById, zClearableText, zId, zOptionalText, zRequiredText } from "./fields";
import { V, withValues } from "./messages";
import { PAGE_SIZE, ZPage } from "./pagination";

// Dates and ranges shared by the rota, clocking and timesheet schemas.

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDateTime = z.union([z.iso.datetime({ offset: true }), z.iso.datetime({ offset: true, precision: -1 })]);
const isoDate = z.iso.date();

const isDateOnly = (value: string) => isoDate.safeParse(value).success;

const zIsoText = z
  .string({ error: V.required })
  .trim()
  .min(1, V.required)
  .refine((value) => isDateOnly(value) || isoDateTime.safeParse(value).success, V.dateTime);

// An instant; a date alone means midnight UTC at its start.
export const zInstant = zIsoText.transform((value) => new Date(value));

// The end of a range, which is exclusive; a date alone means the whole of
// that day, so ?startDate=2026-11-01&endDate=2026-11-30 covers November.
export const zRangeEnd = zIsoText.transform((value) => {
  const date = new Date(value);
  return isDateOnly(value) ? new Date(date.getTime() + DAY_MS) : date;
});

// For query ranges [startDate, endDate): endDate after startDate, at most maxDays long.
export const zRangeFields = { startDate: zInstant, endDate: zRangeEnd };

// zod still runs object checks after a field failed, so both dates may not be dates.
export const areDates = (...values: unknown[]) => values.every((value) => value instanceof Date);

export function checkRange(maxDays: number) {
  return (value: { startDate: Date; endDate: Date }, ctx: z.RefinementCtx) => {
    if (!areDates(value.startDate, value.endDate)) return;
    const problem = rangeProblem(value.startDate, value.endDate, maxDays);
    if (problem) ctx.addIssue({ code: "custom", path: ["endDate"], message: problem });
  };
}

export function rangeProblem(start: Date, end: Date, maxDays: number): string | undefined {
  if (end.getTime() <= start.getTime()) return V.endAfterStart;
  if (end.getTime() - start.getTime() > maxDays * DAY_MS) return withValues(V.rangeTooLong, { days: maxDays });
  return undefined;
}

export { zId };

// Rota shifts (spec §3 "Rota: id, date range").

export const MAX_SHIFT_HOURS = 16;
export const MAX_ROTA_RANGE_DAYS = 93;

export function shiftTimesProblem(startsAt: Date, endsAt: Date): string | undefined {
  if (endsAt.getTime() <= startsAt.getTime()) return V.shiftEndAfterStart;
  if (endsAt.getTime() - startsAt.getTime() > MAX_SHIFT_HOURS * 60 * 60 * 1000) {
    return withValues(V.shiftTooLong, { hours: MAX_SHIFT_HOURS });
  }
  return undefined;
}

// The calendar loads a whole week or month of shifts at once, so this list
// (only this one) pages by up to 1000; the default stays 100.
export const MAX_ROTA_PAGE_SIZE = 1000;

// GET /api/rota/rotas (also /api/Rota/Rotas): clientId keeps the shifts on that client's jobs.
export const ZListShifts = z
  .object({
    ...zRangeFields,
    cleanerId: zId.optional(),
    clientId: zId.optional(),
    ...ZPage.shape,
    pageSize: z.coerce
      .number({ error: V.invalid })
      .int(V.invalid)
      .min(1, V.invalid)
      .max(MAX_ROTA_PAGE_SIZE, V.invalid)
      .default(PAGE_SIZE),
  })
  .superRefine(checkRange(MAX_ROTA_RANGE_DAYS));
export type TListShifts = z.infer<typeof ZListShifts>;

// A repeating shift: every week or every two weeks, until a Dublin day
// (YYYY-MM-DD, included), at most 26 weeks after the first shift's day.
export const SHIFT_REPEAT_WEEKS = [1, 2] as const;
export const MAX_SHIFT_REPEAT_WEEKS = 26;

export const ZShiftRepeat = z.object(
  {
    everyWeeks: z.literal(SHIFT_REPEAT_WEEKS, { error: V.shiftRepeatFrequency }),
    until: z.iso.date({ error: V.day }),
  },
  { error: V.invalid },
);
export type TShiftRepeat = z.infer<typeof ZShiftRepeat>;

// The problem with a repeat's last day, given the first shift's start.
export function repeatUntilProblem(startsAt: Date, until: string): string | undefined {
  const firstDay = dublinDate(startsAt);
  if (until < firstDay) return V.toBeforeFrom;
  if (until > addDays(firstDay, MAX_SHIFT_REPEAT_WEEKS * 7)) {
    return withValues(V.repeatTooFar, { weeks: MAX_SHIFT_REPEAT_WEEKS });
  }
  return undefined;
}

// POST /api/rota/createrota (also /api/Rota/Create). With `repeat`, the
// shift and its repeats are made together (lib/server/rota/create-shift.ts).
// A job's shift never repeats: a job has one shift (job-shift.ts).
export const ZCreateShift = z
  .object({
    cleanerId: zId,
    // null: no job (the form's job picker, cleared).
    jobId: zId.nullish(),
    location: zRequiredText(300),
    startsAt: zInstant,
    endsAt: zInstant,
    notes: zOptionalText(2000, { multiline: true }),
    repeat: ZShiftRepeat.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.repeat && value.jobId) {
      ctx.addIssue({ code: "custom", path: ["repeat"], message: V.repeatWithJob });
    }
    if (!areDates(value.startsAt, value.endsAt)) return;
    const problem = shiftTimesProblem(value.startsAt, value.endsAt);
    if (problem) ctx.addIssue({ code: "custom", path: ["endsAt"], message: problem });
    const until = value.repeat?.until;
    const untilProblem = typeof until === "string" && repeatUntilProblem(value.startsAt, until);
    if (untilProblem) ctx.addIssue({ code: "custom", path: ["repeat", "until"], message: untilProblem });
  });
export type TCreateShift = z.infer<typeof ZCreateShift>;

// PUT /api/rota/UpdateRota (also /api/Rota/Update): only the fields given change;
// the times are checked against the stored shift by the service.
export const ZUpdateShift = z.object({
  id: zId,
  cleanerId: zId.optional(),
  jobId: zId.nullable().optional(),
  location: zRequiredText(300).optional(),
  startsAt: zInstant.optional(),
  endsAt: zInstant.optional(),
  notes: zClearableText(2000, { multiline: true }),
});
export type TUpdateShift = z.infer<typeof ZUpdateShift>;

// GET /api/Rota/Details?id
export const ZShiftId = ZById;

// DELETE /api/Rota/Delete: id (and scope) in the body or the query; scope
// "following" also deletes the later shifts of the shift's repeat.
export const ZDeleteShift = z.object({
  id: zId.optional(),
  scope: z.literal("following", { error: V.invalid }).optional(),
});
export type TDeleteShift = z.infer<typeof ZDeleteShift>;

// Published weeks (lib/server/rota/publish-week.ts). A week is named by its
// Monday, a Dublin day.
const isMonday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;

// POST /api/rota/publish
export const ZPublishWeek = z.object({
  weekStart: z.iso.date({ error: V.day }).refine(isMonday, V.weekStartMonday),
});
export type TPublishWeek = z.infer<typeof ZPublishWeek>;

// POST /api/rota/copyweek: the shifts of one week (its Monday) into another.
const zMonday = z.iso.date({ error: V.day }).refine(isMonday, V.weekStartMonday);
export const ZCopyWeek = z
  // cleanerId: only that cleaner's shifts (the rota filtered on one cleaner).
  .object({ fromWeekStart: zMonday, toWeekStart: zMonday, cleanerId: zId.optional() })
  .refine(({ fromWeekStart, toWeekStart }) => fromWeekStart !== toWeekStart, {
    message: V.copyWeekSame,
    path: ["toWeekStart"],
  });
export type TCopyWeek = z.infer<typeof ZCopyWeek>;

// GET /api/rota/publications: the weeks overlapping [startDate, endDate).
export const ZListPublications = z.object(zRangeFields).superRefine(checkRange(MAX_ROTA_RANGE_DAYS));
export type TListPublications = z.infer<typeof ZListPublications>;
