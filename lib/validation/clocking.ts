import { z } from "zod";
import { ZById, zOptionalText, zRequiredText } from "./fields";
import { V } from "./messages";
import { ZPage } from "./pagination";
import { checkRange, MAX_ROTA_RANGE_DAYS, zId, zInstant, zRangeFields } from "./rota";

const zLat = z.number({ error: V.invalid }).min(-90, V.invalid).max(90, V.invalid);
const zLng = z.number({ error: V.invalid }).min(-180, V.invalid).max(180, V.invalid);

const isObject = (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null;

// A position is both coordinates or none.
function withPosition<S extends z.ZodType<{ lat?: number; lng?: number }>>(schema: S): S {
  return schema
    .refine((v) => v.lat === undefined || v.lng !== undefined, {
      path: ["lng"],
      message: V.lngWithLat,
      when: isObject,
    })
    .refine((v) => v.lng === undefined || v.lat !== undefined, {
      path: ["lat"],
      message: V.latWithLng,
      when: isObject,
    });
}

// An offline event's time as the phone recorded it: a date alone would not
// say when in the day the tap happened, and a time without a zone would
// depend on the phone's setting.
const isoDateTime = z.union([z.iso.datetime({ offset: true }), z.iso.datetime({ offset: true, precision: -1 })]);
const zDateTimeWithZone = z
  .string({ error: V.dateTimeWithZone })
  .trim()
  .refine((value) => isoDateTime.safeParse(value).success, V.dateTimeWithZone)
  .transform((value) => new Date(value));

// A tap recorded by a phone with no connection and sent later: clientId is
// the id the phone gave the event (a replayed queue sends it again),
// offlineAt the phone's time of the tap. offlineAt only comes with a clientId.
const offlineFields = { clientId: zId.optional(), offlineAt: zDateTimeWithZone.optional() };

function withOfflineEvent<S extends z.ZodType<{ clientId?: string; offlineAt?: Date }>>(schema: S): S {
  return schema.refine((v) => v.offlineAt === undefined || v.clientId !== undefined, {
    path: ["offlineAt"],
    message: V.offlineNeedsClientId,
    when: isObject,
  });
}

// Query flags are the text "true" or "false".
const zQueryFlag = z.enum(["true", "false"], { error: V.invalid }).transform((value) => value === "true");

// GET /api/ClockInAndOut/ClockInAndOuts: records whose clock-in falls in the
// range; forgotten=true keeps only forgotten clock-outs (open for over 12 hours),
// forgotten=false leaves them out.
export const ZListClockRecords = z
  .object({ ...zRangeFields, userId: zId.optional(), forgotten: zQueryFlag.optional(), ...ZPage.shape })
  .superRefine(checkRange(MAX_ROTA_RANGE_DAYS));
export type TListClockRecords = z.infer<typeof ZListClockRecords>;

// POST /api/ClockInAndOut/CreateClockInAndOut: clock in now (the server's
// time), or at offlineAt for an offline event; userId lets the office clock a
// cleaner in.
export const ZClockIn = withOfflineEvent(
  withPosition(
    z.object({
      userId: zId.optional(),
      jobId: zId.optional(),
      lat: zLat.optional(),
      lng: zLng.optional(),
      notes: zOptionalText(1000, { multiline: true }),
      ...offlineFields,
    }),
  ),
);
export type TClockIn = z.infer<typeof ZClockIn>;

// PUT /api/ClockInAndOut/UpdateClockInAndOut: clock out now (or at offlineAt
// for an offline event); without id, the caller's own open record. The office
// may instead correct clockInAt, clockOutAt and jobId (null: no job), giving a reason.
export const ZClockOut = withOfflineEvent(
  withPosition(
    z.object({
      id: zId.optional(),
      lat: zLat.optional(),
      lng: zLng.optional(),
      notes: zOptionalText(1000, { multiline: true }),
      ...offlineFields,
      clockInAt: zInstant.optional(),
      clockOutAt: zInstant.optional(),
      jobId: zId.nullable().optional(),
      reason: zOptionalText(500, { multiline: true }),
    }),
  ),
);
export type TClockOut = z.infer<typeof ZClockOut>;

// GET /api/ClockInAndOut/GetClockInAndOutbyId?id
export const ZClockRecordId = ZById;

// A cleaner's request that the office correct one of their clock records
// (lib/server/clocking/correction-requests.ts).
export const CLOCK_REQUEST_STATUSES = ["pending", "approved", "declined", "withdrawn"] as const;
export type ClockRequestStatus = (typeof CLOCK_REQUEST_STATUSES)[number];

// POST /api/clockinandout/requestcorrection: the record (id), the times and
// job as they should have been (at least one differing from the record's),
// and why; without id, a clocking that was never recorded (both times, and
// the job if there was one).
export const ZRequestClockCorrection = z.object({
  id: zId.optional(),
  clockInAt: zInstant.optional(),
  clockOutAt: zInstant.optional(),
  // The job the time was worked on: one of the cleaner's that day; null: no job.
  jobId: zId.nullable().optional(),
  reason: zRequiredText(500, { multiline: true }),
});
export type TRequestClockCorrection = z.infer<typeof ZRequestClockCorrection>;

// PUT /api/clockinandout/decidecorrection: the office approves a waiting
// request (the correction is made) or declines it, saying why.
export const ZDecideClockCorrection = z
  .object({
    id: zId,
    decision: z.enum(["approve", "decline"], { error: V.invalid }),
    note: zOptionalText(500, { multiline: true }),
  })
  .refine((v) => v.decision !== "decline" || v.note !== undefined, {
    path: ["note"],
    message: V.declineNoteRequired,
    when: isObject,
  });
export type TDecideClockCorrection = z.infer<typeof ZDecideClockCorrection>;

// PUT /api/clockinandout/withdrawcorrection: the cleaner takes back a waiting request.
export const ZWithdrawClockCorrection = ZById;

// GET /api/clockinandout/correctionrequests: the caller's own requests (a
// cleaner) or everyone's (the office), by status and person.
export const ZListClockRequests = z.object({
  status: z.enum(CLOCK_REQUEST_STATUSES, { error: V.invalid }).optional(),
  userId: zId.optional(),
  ...ZPage.shape,
});
export type TListClockRequests = z.infer<typeof ZListClockRequests>;

// POST /api/clockinandout/addrecord: the office adds a cleaner's clocking
// that was never recorded, with both times and why.
export const ZAddClockRecord = z.object({
  userId: zId,
  clockInAt: zInstant,
  clockOutAt: zInstant,
  jobId: zId.optional(),
  reason: zRequiredText(500, { multiline: true }),
});
export type TAddClockRecord = z.infer<typeof ZAddClockRecord>;

// GET /api/clockinandout/dayjobs: the jobs a cleaner may have worked on one
// Irish day (assigned to them that day, or on their rota that day), for a
// correction's job picker; a cleaner asks for their own day only.
export const ZClockDayJobs = z.object({
  userId: zId.optional(),
  day: z.iso.date({ error: V.day }),
});
export type TClockDayJobs = z.infer<typeof ZClockDayJobs>;
