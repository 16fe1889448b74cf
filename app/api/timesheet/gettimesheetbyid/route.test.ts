import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { PUT as update } from "@/app/api/timesheet/updatetimesheet/route";
import {
  at,
  bearerOf,
  createCast,
  createClockRecord,
  createPerson,
  createShift,
  createTimesheet,
  getRequest,
  type Cast,
} from "@/tests/fixtures/scheduling";
import { apiRequest } from "@/tests/helpers";
import { GET as getTimesheetById } from "./route";

let cast: Cast;
let cleanersSheet: string;
let superAdminsSheet: string;

beforeAll(async () => {
  cast = await createCast();
  const period = { periodStart: at("2026-11-02T00:00:00Z"), periodEnd: at("2026-11-09T00:00:00Z") };
  cleanersSheet = (await createTimesheet({ userId: cast.cleaner.id, ...period, minutesWorked: 1_230 })).id;
  superAdminsSheet = (await createTimesheet({ userId: cast.superAdmin.id, ...period })).id;
});

const get = (id: string, role: Role | null, bearer = bearerOf(cast, role)) =>
  getTimesheetById(getRequest("/api/timesheet/getTimesheetById", { id }, bearer));

describe("GET /api/timesheet/getTimesheetById", () => {
  it.each([
    [null, 401],
    ["Cleaner", 200], // their own
    ["Client", 403],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("a cleaner's timesheet as %s → %i", async (role, status) => {
    expect((await get(cleanersSheet, role)).status).toBe(status);
  });

  it("answers the timesheet with its owner's name", async () => {
    const sheet = await (await get(cleanersSheet, "Administrator")).json();
    expect(sheet).toMatchObject({
      id: cleanersSheet,
      user: { id: cast.cleaner.id, name: "Aoife Byrne" },
      periodStart: "2026-11-02T00:00:00.000Z",
      periodEnd: "2026-11-09T00:00:00.000Z",
      minutesWorked: 1_230,
      status: "draft",
      approvedBy: null,
    });
  });

  it("hides what the reader may not list: another cleaner's, a Super Administrator's from an Administrator (404)", async () => {
    expect((await get(cleanersSheet, "Cleaner", cast.otherCleaner.bearer)).status).toBe(404);
    expect((await get(superAdminsSheet, "Administrator")).status).toBe(404);
    expect((await get(superAdminsSheet, "SuperAdministrator")).status).toBe(200);
  });

  it("answers 404 for an unknown timesheet and 400 naming a malformed id", async () => {
    expect((await get(randomUUID(), "Administrator")).status).toBe(404);
    const bad = await get("week-45", "Administrator");
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields)).toEqual(["query.id"]);
  });
  describe("the detail", () => {
    it("answers each Irish day's rota, work, breaks and difference, with totals", async () => {
      const cleaner = await createPerson("Cleaner");
      const userId = cleaner.id;
      await createShift({
        cleanerId: userId,
        startsAt: at("2026-11-02T09:00:00Z"),
        endsAt: at("2026-11-02T17:00:00Z"),
      });
      await createShift({
        cleanerId: userId,
        startsAt: at("2026-11-03T09:00:00Z"),
        endsAt: at("2026-11-03T13:00:00Z"),
      });
      await createClockRecord({
        userId,
        clockInAt: at("2026-11-02T09:00:00Z"),
        clockOutAt: at("2026-11-02T12:00:00Z"),
      });
      await createClockRecord({
        userId,
        clockInAt: at("2026-11-02T12:30:00Z"),
        clockOutAt: at("2026-11-02T17:15:00Z"),
      });
      // Across midnight: Tuesday's.
      await createClockRecord({
        userId,
        clockInAt: at("2026-11-03T20:00:00Z"),
        clockOutAt: at("2026-11-04T01:00:00Z"),
      });
      // Still open, and someone else's: not counted.
      await createClockRecord({ userId, clockInAt: at("2026-11-05T09:00:00Z") });
      await createClockRecord({
        userId: cast.otherCleaner.id,
        clockInAt: at("2026-11-02T09:00:00Z"),
        clockOutAt: at("2026-11-02T10:00:00Z"),
      });
      const sheet = await createTimesheet({
        userId,
        periodStart: at("2026-11-02T00:00:00Z"),
        periodEnd: at("2026-11-09T00:00:00Z"),
        minutesWorked: 765,
      });
      const body = await (await get(sheet.id, "Administrator")).json();
      expect(body.days.map((day: { date: string }) => day.date)).toEqual([
        "2026-11-02",
        "2026-11-03",
        "2026-11-04",
        "2026-11-05",
        "2026-11-06",
        "2026-11-07",
        "2026-11-08",
      ]);
      expect(body.days.slice(0, 3)).toEqual([
        { date: "2026-11-02", rosteredMinutes: 480, workedMinutes: 465, breakMinutes: 30, differenceMinutes: -15 },
        { date: "2026-11-03", rosteredMinutes: 240, workedMinutes: 300, breakMinutes: 0, differenceMinutes: 60 },
        { date: "2026-11-04", rosteredMinutes: 0, workedMinutes: 0, breakMinutes: 0, differenceMinutes: 0 },
      ]);
      expect(body.totals).toEqual({
        rosteredMinutes: 720,
        workedMinutes: 765,
        breakMinutes: 30,
        differenceMinutes: 45,
      });
      expect(body).toMatchObject({ minutesWorked: 765, locked: false, events: [], warnings: [] });
    });

    it("answers the working-time warnings of the period", async () => {
      const cleaner = await createPerson("Cleaner");
      const userId = cleaner.id;
      // Sunday before: finishes at 23:00, Monday starts at 07:00 (8 hours of rest).
      await createClockRecord({
        userId,
        clockInAt: at("2026-11-01T15:00:00Z"),
        clockOutAt: at("2026-11-01T23:00:00Z"),
      });
      await createClockRecord({
        userId,
        clockInAt: at("2026-11-02T07:00:00Z"),
        clockOutAt: at("2026-11-02T11:00:00Z"),
      });
      // Wednesday: 7 hours straight.
      await createClockRecord({
        userId,
        clockInAt: at("2026-11-04T08:00:00Z"),
        clockOutAt: at("2026-11-04T15:00:00Z"),
      });
      const sheet = await createTimesheet({ userId, periodStart: at("2026-11-02"), periodEnd: at("2026-11-09") });
      const body = await (await get(sheet.id, "Cleaner", cleaner.bearer)).json();
      expect(body.warnings).toEqual([
        { code: "restUnder11", date: "2026-11-02", hours: 8 },
        { code: "noBreakAfter6", date: "2026-11-04", hours: 7 },
      ]);
    });

    it("answers the history oldest first with who and why, and whether it is locked", async () => {
      const cleaner = await createPerson("Cleaner", { firstName: "Máire", lastName: "Nic Giolla" });
      const sheet = await createTimesheet({
        userId: cleaner.id,
        periodStart: at("2026-11-02"),
        periodEnd: at("2026-11-09"),
      });
      const put = async (body: object, bearer: string) =>
        expect(
          (
            await update(
              apiRequest("/api/timesheet/updatetimesheet", { method: "PUT", body: { id: sheet.id, ...body }, bearer }),
            )
          ).status,
        ).toBe(200);
      await put({ status: "submitted" }, cleaner.bearer);
      await put({ status: "rejected", reason: "Tuesday is missing" }, cast.admin.bearer);
      await put({ status: "draft" }, cleaner.bearer);
      await put({ status: "submitted" }, cleaner.bearer);
      await put({ status: "approved" }, cast.admin.bearer);
      const body = await (await get(sheet.id, "Cleaner", cleaner.bearer)).json();
      expect(body.locked).toBe(true);
      expect(body.events).toEqual(
        [
          ["submitted", null, cleaner],
          ["rejected", "Tuesday is missing", cast.admin],
          ["reopened", null, cleaner],
          ["submitted", null, cleaner],
          ["approved", null, cast.admin],
        ].map(([action, reason, by]) => ({
          id: expect.any(String),
          action,
          reason,
          by: { id: (by as { id: string }).id, name: expect.any(String) },
          createdAt: expect.stringMatching(/^2\d{3}-.*Z$/),
        })),
      );
      expect(body.events[0].by.name).toBe("Máire Nic Giolla");
    });
  });
});
