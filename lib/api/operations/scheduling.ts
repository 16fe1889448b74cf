import { z } from "zod";
import { operation } from "@/lib/api/handler";
import { STAFF_ROLES } from "@/lib/auth/roles";
import {
  ZAddClockRecord,
  ZClockIn,
  ZClockOut,
  ZClockRecordId,
  ZDecideClockCorrection,
  ZListClockRecords,
  ZListClockRequests,
  ZClockDayJobs,
  ZRequestClockCorrection,
  ZWithdrawClockCorrection,
} from "@/lib/validation/clocking";
import {
  ZCreateShift,
  ZDeleteShift,
  ZListPublications,
  ZListShifts,
  ZCopyWeek,
  ZPublishWeek,
  ZShiftId,
  ZUpdateShift,
} from "@/lib/validation/rota";
import { ZById } from "@/lib/validation/fields";
import {
  ZCreateTimesheet,
  ZExportTimesheets,
  ZGenerateTimesheets,
  ZListTimesheets,
  ZUpdateTimesheet,
} from "@/lib/validation/timesheets";

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
      summary:
        "Shifts overlapping startDate..endDate (also /api/Rota/Rotas), by cleanerId or clientId, " +
        "pageSize up to 1000: { data, totalRecords }",
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
    doc: {
      method: "POST",
      path: "/rota/createrota",
      summary: "Book a cleaner for a shift, or a repeat of it (repeat: { everyWeeks, until })",
      tag: "Rota",
    },
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
    body: ZDeleteShift,
    query: ZDeleteShift,
    doc: {
      method: "DELETE",
      path: "/Rota/Delete",
      summary:
        "Delete a shift (answers it); id in the body or the query; " +
        'scope "following" also deletes the later shifts of its repeat: { deleted }',
      tag: "Rota",
    },
  }),
  publishWeek: operation({
    auth: STAFF_ROLES,
    body: ZPublishWeek,
    maxBodyBytes: 4 * 1024,
    doc: {
      method: "POST",
      path: "/rota/publish",
      summary:
        "Publish a week (weekStart: a Monday) and e-mail each cleaner theirs: { weekStart, publishedAt, mailed }",
      tag: "Rota",
    },
  }),
  copyWeek: operation({
    auth: STAFF_ROLES,
    body: ZCopyWeek,
    maxBodyBytes: 4 * 1024,
    doc: {
      method: "POST",
      path: "/rota/copyweek",
      summary:
        "Copy a week's shifts (fromWeekStart) to the same days and times of another (toWeekStart), but for jobs' shifts and those that would clash; with cleanerId, only that cleaner's: { copied, leftOut }",
      tag: "Rota",
    },
  }),
  listPublications: operation({
    auth: "user",
    query: ZListPublications,
    doc: {
      method: "GET",
      path: "/rota/publications",
      summary: "Published weeks overlapping startDate..endDate: { data: [{ weekStart, publishedAt, publishedBy }] }",
      tag: "Rota",
    },
  }),
  listClockRecords: operation({
    auth: "user",
    query: ZListClockRecords,
    doc: {
      method: "GET",
      path: "/ClockInAndOut/ClockInAndOuts",
      summary:
        "Clock records whose clock-in is in startDate..endDate, newest first: { data, totalRecords, totals? }; " +
        "forgotten=true for forgotten clock-outs, totals with userId",
      tag: "Clocking",
    },
  }),
  getClockRecord: operation({
    auth: "user",
    query: ZClockRecordId,
    doc: {
      method: "GET",
      path: "/ClockInAndOut/GetClockInAndOutbyId",
      summary: "One clock record with its corrections, newest first",
      tag: "Clocking",
    },
  }),
  currentClockState: operation({
    auth: WORKERS,
    doc: {
      method: "GET",
      path: "/clockinandout/current",
      summary:
        "The caller's open clock record, today's shifts (Irish day) and today's jobs on no shift: " +
        "{ open, todayShifts, todayJobs }",
      tag: "Clocking",
    },
  }),
  clockIn: operation({
    auth: WORKERS,
    body: ZClockIn,
    maxBodyBytes: 8 * 1024,
    doc: {
      method: "POST",
      path: "/ClockInAndOut/CreateClockInAndOut",
      summary:
        "Clock in now, or at offlineAt for an offline event with its clientId (the office may clock in a cleaner)",
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
      summary:
        "Clock out now, or at offlineAt for an offline event; without id the caller's open record " +
        "(the office may correct clockInAt, clockOutAt and jobId with a reason)",
      tag: "Clocking",
    },
  }),
  requestClockCorrection: operation({
    auth: ["Cleaner"],
    body: ZRequestClockCorrection,
    maxBodyBytes: 8 * 1024,
    doc: {
      method: "POST",
      path: "/clockinandout/requestcorrection",
      summary:
        "A cleaner asks the office to correct their own record: id, clockInAt, clockOutAt and/or jobId as they " +
        "should have been, reason; one waiting request per record (409); without id, a missed clocking",
      tag: "Clocking",
    },
  }),
  withdrawClockCorrection: operation({
    auth: ["Cleaner"],
    body: ZWithdrawClockCorrection,
    maxBodyBytes: 1024,
    doc: {
      method: "PUT",
      path: "/clockinandout/withdrawcorrection",
      summary: "The cleaner takes back their waiting correction request (409 once decided)",
      tag: "Clocking",
    },
  }),
  decideClockCorrection: operation({
    auth: STAFF_ROLES,
    body: ZDecideClockCorrection,
    maxBodyBytes: 8 * 1024,
    doc: {
      method: "PUT",
      path: "/clockinandout/decidecorrection",
      summary:
        "The office approves a waiting correction request (the record is corrected, with the request's reason) " +
        "or declines it with a note; the cleaner is e-mailed",
      tag: "Clocking",
    },
  }),
  listClockCorrections: operation({
    auth: WORKERS,
    query: ZListClockRequests,
    doc: {
      method: "GET",
      path: "/clockinandout/correctionrequests",
      summary:
        "Correction requests by status and userId (a cleaner's own; the office's everyone's); waiting ones " +
        "oldest first, others newest first: { data, totalRecords }",
      tag: "Clocking",
    },
  }),
  listClockDayJobs: operation({
    auth: WORKERS,
    query: ZClockDayJobs,
    doc: {
      method: "GET",
      path: "/clockinandout/dayjobs",
      summary:
        "The jobs of a cleaner's Irish day (userId: the office's choice; a cleaner's own), assigned that day or on " +
        "their rota that day, for a correction's job picker: { data }",
      tag: "Clocking",
    },
  }),
  addClockRecord: operation({
    auth: STAFF_ROLES,
    body: ZAddClockRecord,
    maxBodyBytes: 8 * 1024,
    doc: {
      method: "POST",
      path: "/clockinandout/addrecord",
      summary:
        "The office adds a cleaner's clocking that was never recorded: userId, clockInAt, clockOutAt, jobId?, reason " +
        "(kept as a correction from nothing)",
      tag: "Clocking",
    },
  }),
  listTimesheets: operation({
    auth: WORKERS,
    query: ZListTimesheets,
    doc: {
      method: "GET",
      path: "/timesheet/timesheets",
      summary:
        "Timesheets whose period overlaps startDate..endDate, optionally of one status, each with rosteredMinutes: { data, totalRecords }",
      tag: "Timesheets",
    },
  }),
  getTimesheetById: operation({
    auth: WORKERS,
    query: ZById,
    doc: {
      method: "GET",
      path: "/timesheet/getTimesheetById",
      summary: "One timesheet (a cleaner: their own) with its days, totals, working-time warnings and history",
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
      summary:
        "Edit a timesheet or move it draft → submitted → approved | rejected (with reason); the office unlocks an approved one (draft, with reason)",
      tag: "Timesheets",
    },
  }),
  generateTimesheets: operation({
    auth: WORKERS,
    body: ZGenerateTimesheets,
    maxBodyBytes: 8 * 1024,
    doc: {
      method: "POST",
      path: "/timesheet/generate",
      summary: "Draft timesheets of a week from the clock records: { created, skipped }",
      tag: "Timesheets",
    },
  }),
  exportTimesheets: operation({
    auth: STAFF_ROLES,
    query: ZExportTimesheets,
    doc: {
      method: "GET",
      path: "/timesheet/export",
      summary: "Payroll: approved timesheets as a CSV file, one row per person and week with a day in the range",
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
