import { z } from "zod";
import { ZById, zOptionalText } from "./fields";
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

// GET /api/ClockInAndOut/ClockInAndOuts: records whose clock-in falls in the range.
export const ZListClockRecords = z
  .object({ ...zRangeFields, userId: zId.optional(), ...ZPage.shape })
  .superRefine(checkRange(MAX_ROTA_RANGE_DAYS));
export type TListClockRecords = z.infer<typeof ZListClockRecords>;

// POST /api/ClockInAndOut/CreateClockInAndOut: clock in now. The time is the
// server's; userId lets the office clock a cleaner in.
export const ZClockIn = withPosition(
  z.object({
    userId: zId.optional(),
    jobId: zId.optional(),
    lat: zLat.optional(),
    lng: zLng.optional(),
    notes: zOptionalText(1000, { multiline: true }),
  }),
);
export type TClockIn = z.infer<typeof ZClockIn>;

// PUT /api/ClockInAndOut/UpdateClockInAndOut: clock out now; the office may
// instead correct clockInAt and clockOutAt.
export const ZClockOut = withPosition(
  z.object({
    id: zId,
    lat: zLat.optional(),
    lng: zLng.optional(),
    notes: zOptionalText(1000, { multiline: true }),
    clockInAt: zInstant.optional(),
    clockOutAt: zInstant.optional(),
  }),
);
export type TClockOut = z.infer<typeof ZClockOut>;

// GET /api/ClockInAndOut/GetClockInAndOutbyId?id
export const ZClockRecordId = ZById;
