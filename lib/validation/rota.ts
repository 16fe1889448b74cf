import { z } from "zod";
import { ZById, zClearableText, zId, zOptionalText, zRequiredText } from "./fields";
import { V, withValues } from "./messages";
import { ZPage } from "./pagination";

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

// GET /api/rota/rotas (also /api/Rota/Rotas)
export const ZListShifts = z
  .object({ ...zRangeFields, cleanerId: zId.optional(), ...ZPage.shape })
  .superRefine(checkRange(MAX_ROTA_RANGE_DAYS));
export type TListShifts = z.infer<typeof ZListShifts>;

// POST /api/rota/createrota (also /api/Rota/Create)
export const ZCreateShift = z
  .object({
    cleanerId: zId,
    jobId: zId.optional(),
    location: zRequiredText(300),
    startsAt: zInstant,
    endsAt: zInstant,
    notes: zOptionalText(2000, { multiline: true }),
  })
  .superRefine((value, ctx) => {
    if (!areDates(value.startsAt, value.endsAt)) return;
    const problem = shiftTimesProblem(value.startsAt, value.endsAt);
    if (problem) ctx.addIssue({ code: "custom", path: ["endsAt"], message: problem });
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

// GET /api/Rota/Details?id; DELETE /api/Rota/Delete (id in the body or the query)
export const ZShiftId = ZById;
export const ZOptionalShiftId = z.object({ id: zId.optional() });
