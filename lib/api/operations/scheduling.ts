import { z } from "zod";
import { operation } from "@/lib/api/handler";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { ZClockIn, ZClockOut, ZClockRecordId, ZListClockRecords } from "@/lib/validation/clocking";
import { ZCreateShift, ZListShifts, ZOptionalShiftId, ZShiftId, ZUpdateShift } from "@/lib/validation/rota";
import { ZById } from "@/lib/validation/fields";
import { ZCreateTimesheet, ZExportTimesheets, ZListTimesheets, ZUpdateTimesheet } from "@/lib/validation/timesheets";

// Rota, clocking, timesheets and address autocomplete (spec §7). Services
// scope what each role sees; the auth rules here refuse roles that may never call.
const WORKERS = ["Cleaner", ...STAFF_ROLES] as const;

const createShift = {
  auth: STAFF_ROLES,
  body: ZCreateShift,
  maxBodyBytes: 16 * 1024,
} as const;

const updateShift = {
  auth: STAFF_ROLES,
  body: ZUpdateShift,
  maxBodyBytes: 16 * 1024,
} as const;

const ZAddressTerm = z.object({
  term: z.string({ error: "required" }).trim().min(2, "Type at least 2 characters.").max(100, "tooLong"),
});

const ZAddressTop = z.object({
  top: z.coerce.number({ error: "invalid" }).int("invalid").min(1, "invalid").max(20, "invalid").default(20),
});

export const schedulingOperations = {
  listShifts: operation({
    auth: "user",
    query: ZListShifts,
    doc: {
      method: "GET",
      path: "/rota/rotas",
      summary: "Shifts overlapping startDate..endDate (also /api/Rota/Rotas): { data, totalRecords }",
      tag: "Rota",
    },
  }),
  getShift: operation({
    auth: "user",
    query: ZShiftId,
    doc: { method: "GET", path: "/Rota/Details", summary: "One shift", tag: "Rota" },
  }),
  createShift: operation({
    ...createShift,
    doc: { method: "POST", path: "/rota/createrota", summary: "Book a cleaner for a shift", tag: "Rota" },
  }),
  createShiftDeclared: operation({
    ...createShift,
    doc: {
      method: "POST",
      path: "/Rota/Create",
      summary: "Book a cleaner for a shift (same as createrota)",
      tag: "Rota",
    },
  }),
  updateShift: operation({
    ...updateShift,
    doc: { method: "PUT", path: "/rota/UpdateRota", summary: "Change a shift", tag: "Rota" },
  }),
  updateShiftDeclared: operation({
    ...updateShift,
    doc: { method: "PUT", path: "/Rota/Update", summary: "Change a shift (same as UpdateRota)", tag: "Rota" },
  }),
  deleteShift: operation({
    auth: STAFF_ROLES,
    body: ZOptionalShiftId,
    query: ZOptionalShiftId,
    doc: {
      method: "DELETE",
      path: "/Rota/Delete",
      summary: "Delete a shift; id in the body or the query",
      tag: "Rota",
    },
  }),
  listClockRecords: operation({
    auth: "user",
    query: ZListClockRecords,
    doc: {
      method: "GET",
      path: "/ClockInAndOut/ClockInAndOuts",
      summary: "Clock records whose clock-in is in startDate..endDate, newest first: { data, totalRecords }",
      tag: "Clocking",
    },
  }),
  getClockRecord: operation({
    auth: "user",
    query: ZClockRecordId,
    doc: { method: "GET", path: "/ClockInAndOut/GetClockInAndOutbyId", summary: "One clock record", tag: "Clocking" },
  }),
  clockIn: operation({
    auth: WORKERS,
    body: ZClockIn,
    maxBodyBytes: 8 * 1024,
    doc: {
      method: "POST",
      path: "/ClockInAndOut/CreateClockInAndOut",
      summary: "Clock in now (the office may clock in a cleaner)",
      tag: "Clocking",
    },
  }),
  clockOut: operation({
    auth: WORKERS,
    body: ZClockOut,
    maxBodyBytes: 8 * 1024,
    doc: {
      method: "PUT",
      path: "/ClockInAndOut/UpdateClockInAndOut",
      summary: "Clock out now (the office may correct clockInAt and clockOutAt)",
      tag: "Clocking",
    },
  }),
  listTimesheets: operation({
    auth: WORKERS,
    query: ZListTimesheets,
    doc: {
      method: "GET",
      path: "/timesheet/timesheets",
      summary: "Timesheets whose period overlaps startDate..endDate: { data, totalRecords }",
      tag: "Timesheets",
    },
  }),
  getTimesheetById: operation({
    auth: WORKERS,
    query: ZById,
    doc: {
      method: "GET",
      path: "/timesheet/getTimesheetById",
      summary: "One timesheet (a cleaner: their own)",
      tag: "Timesheets",
    },
  }),
  createTimesheet: operation({
    auth: WORKERS,
    body: ZCreateTimesheet,
    maxBodyBytes: 16 * 1024,
    doc: { method: "POST", path: "/timesheet/createtimesheet", summary: "Create a draft timesheet", tag: "Timesheets" },
  }),
  updateTimesheet: operation({
    auth: WORKERS,
    body: ZUpdateTimesheet,
    maxBodyBytes: 16 * 1024,
    doc: {
      method: "PUT",
      path: "/timesheet/updatetimesheet",
      summary: "Edit a timesheet or move it draft → submitted → approved | rejected",
      tag: "Timesheets",
    },
  }),
  exportTimesheets: operation({
    auth: STAFF_ROLES,
    query: ZExportTimesheets,
    doc: {
      method: "GET",
      path: "/timesheet/export",
      summary: "Timesheets overlapping startDate..endDate as a CSV file",
      tag: "Timesheets",
    },
  }),
  autocompleteAddress: operation({
    auth: "public",
    params: ZAddressTerm,
    query: ZAddressTop,
    doc: {
      method: "GET",
      path: "/address/autocomplete/{term}",
      summary: "Address suggestions for a partial address: { suggestions: [{ address, id? }] }",
      tag: "Address",
    },
  }),
};
