import { z } from "zod";
import { zClearableText, zOptionalText } from "./fields";
import { V, withValues } from "./messages";
import { ZPage } from "./pagination";
import { areDates, checkRange, rangeProblem, zId, zInstant, zRangeEnd, zRangeFields } from "./rota";

export const TIMESHEET_STATUSES = ["draft", "submitted", "approved", "rejected"] as const;
export type TTimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

export const MAX_PERIOD_DAYS = 31;
export const MAX_TIMESHEET_RANGE_DAYS = 366;
const MAX_MINUTES = MAX_PERIOD_DAYS * 24 * 60;

const zMinutes = z
  .number({ error: V.invalid })
  .int(V.invalid)
  .min(0, V.invalid)
  .max(MAX_MINUTES, withValues(V.minutesTooMany, { minutes: MAX_MINUTES }));

const zStatus = z.enum(TIMESHEET_STATUSES, { error: V.timesheetStatus });

// A period is [periodStart, periodEnd); a date alone as periodEnd means the end of that day.
export const periodProblem = (start: Date, end: Date) => rangeProblem(start, end, MAX_PERIOD_DAYS);

// GET /api/timesheet/timesheets: timesheets whose period overlaps the range.
export const ZListTimesheets = z
  .object({ ...zRangeFields, userId: zId.optional(), status: zStatus.optional(), ...ZPage.shape })
  .superRefine(checkRange(MAX_TIMESHEET_RANGE_DAYS));
export type TListTimesheets = z.infer<typeof ZListTimesheets>;

// GET /api/timesheet/export: the same range, as CSV.
export const ZExportTimesheets = z.object(zRangeFields).superRefine(checkRange(MAX_TIMESHEET_RANGE_DAYS));
export type TExportTimesheets = z.infer<typeof ZExportTimesheets>;

// POST /api/timesheet/createtimesheet. Without minutesWorked, the service adds
// up the person's closed clock records of the period.
export const ZCreateTimesheet = z
  .object({
    userId: zId.optional(),
    periodStart: zInstant,
    periodEnd: zRangeEnd,
    minutesWorked: zMinutes.optional(),
    notes: zOptionalText(2000, { multiline: true }),
  })
  .superRefine((value, ctx) => {
    if (!areDates(value.periodStart, value.periodEnd)) return;
    const problem = periodProblem(value.periodStart, value.periodEnd);
    if (problem) ctx.addIssue({ code: "custom", path: ["periodEnd"], message: problem });
  });
export type TCreateTimesheet = z.infer<typeof ZCreateTimesheet>;

// PUT /api/timesheet/updatetimesheet: only the fields given change.
export const ZUpdateTimesheet = z.object({
  id: zId,
  periodStart: zInstant.optional(),
  periodEnd: zRangeEnd.optional(),
  minutesWorked: zMinutes.optional(),
  notes: zClearableText(2000, { multiline: true }),
  status: zStatus.optional(),
  // Why: required to reject, and to unlock (approved → draft); kept with the status change.
  reason: zOptionalText(2000, { multiline: true }),
});
export type TUpdateTimesheet = z.infer<typeof ZUpdateTimesheet>;

// POST /api/timesheet/generate: draft timesheets for a week, Monday to Monday in Irish time.
export const ZGenerateTimesheets = z.object({
  weekStart: z
    .string({ error: V.required })
    .trim()
    .pipe(z.iso.date({ error: V.day }))
    .refine((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1, V.weekStartMonday),
  userId: zId.optional(),
});
export type TGenerateTimesheets = z.infer<typeof ZGenerateTimesheets>;
