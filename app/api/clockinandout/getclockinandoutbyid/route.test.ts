import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import {
  HOUR,
  at,
  bearerOf,
  createCast,
  createClockRecord,
  createPerson,
  createTimesheet,
  getRequest,
  type Cast,
} from "@/tests/fixtures/scheduling";
import { apiRequest } from "@/tests/helpers";
import { PUT as updateRecord } from "../updateclockinandout/route";
import { GET as getRecord } from "./route";

let cast: Cast;
const ids: Record<string, string> = {};

beforeAll(async () => {
  cast = await createCast();
  const times = { clockInAt: at("2026-11-02T09:00:00Z"), clockOutAt: at("2026-11-02T10:00:00Z") };
  ids.cleaner = (await createClockRecord({ userId: cast.cleaner.id, ...times })).id;
  ids.otherCleaner = (await createClockRecord({ userId: cast.otherCleaner.id, ...times })).id;
  ids.admin = (await createClockRecord({ userId: cast.admin.id, ...times })).id;
  ids.superAdmin = (await createClockRecord({ userId: cast.superAdmin.id, ...times })).id;
});

const get = (role: Role | null, id: string | undefined) =>
  getRecord(getRequest("/api/ClockInAndOut/GetClockInAndOutbyId", { id }, bearerOf(cast, role)));

describe("GET /api/ClockInAndOut/GetClockInAndOutbyId", () => {
  it.each([
    [null, "cleaner", 401],
    ["Cleaner", "cleaner", 200],
    ["Cleaner", "otherCleaner", 404],
    ["Client", "cleaner", 404],
    ["Administrator", "cleaner", 200],
    ["Administrator", "admin", 200],
    ["Administrator", "superAdmin", 404],
    ["SuperAdministrator", "superAdmin", 200],
    ["SuperAdministrator", "otherCleaner", 200],
  ] as const)("as %s, the %s's record → %i", async (role, whose, status) => {
    const response = await get(role, ids[whose]);
    expect(response.status).toBe(status);
    if (status === 200) expect(await response.json()).toMatchObject({ id: ids[whose], minutesWorked: 60 });
  });

  it.each([
    ["an unknown id", "7d1f3f8e-2f0a-4d55-9a55-2b1a4f8a0c11", 404],
    ["a malformed id", "abc", 400],
    ["no id", undefined, 400],
  ])("answers %s with %i", async (_case, id, status) => {
    expect((await get("SuperAdministrator", id)).status).toBe(status);
  });
});

describe("GET /api/ClockInAndOut/GetClockInAndOutbyId – corrections and flags", () => {
  const correct = (body: Record<string, unknown>, bearer: string) =>
    updateRecord(apiRequest("/api/ClockInAndOut/UpdateClockInAndOut", { method: "PUT", body, bearer }));

  it("answers the record's corrections, newest first, with who made them and why, to the owner too", async () => {
    const owner = await createPerson("Cleaner");
    const record = await createClockRecord({
      userId: owner.id,
      clockInAt: at("2026-11-02T09:00:00Z"),
      clockOutAt: at("2026-11-02T10:00:00Z"),
    });
    expect(
      (await correct({ id: record.id, clockOutAt: "2026-11-02T12:00:00Z", reason: "Left at noon" }, cast.admin.bearer))
        .status,
    ).toBe(200);
    expect(
      (
        await correct(
          { id: record.id, clockInAt: "2026-11-02T08:30:00Z", reason: "Started early, says the client" },
          cast.superAdmin.bearer,
        )
      ).status,
    ).toBe(200);
    const response = await getRecord(
      getRequest("/api/ClockInAndOut/GetClockInAndOutbyId", { id: record.id }, owner.bearer),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      clockInAt: "2026-11-02T08:30:00.000Z",
      minutesWorked: 210,
      locked: false,
      requestPending: false,
      requests: [],
    });
    expect(body.corrections).toEqual([
      {
        id: expect.any(String),
        reason: "Started early, says the client",
        by: { id: cast.superAdmin.id, name: "Eoin Ryan" },
        before: { clockInAt: "2026-11-02T09:00:00.000Z" },
        after: { clockInAt: "2026-11-02T08:30:00.000Z" },
        createdAt: expect.any(String),
        requestedBy: null,
      },
      {
        id: expect.any(String),
        reason: "Left at noon",
        by: { id: cast.admin.id, name: "Orla Doyle" },
        before: { clockOutAt: "2026-11-02T10:00:00.000Z" },
        after: { clockOutAt: "2026-11-02T12:00:00.000Z" },
        createdAt: expect.any(String),
        requestedBy: null,
      },
    ]);
  });

  it("answers locked for a record in an approved timesheet, forgotten for one open over 12 hours", async () => {
    const owner = await createPerson("Cleaner");
    await createTimesheet({
      userId: owner.id,
      periodStart: at("2026-11-02T00:00:00Z"),
      periodEnd: at("2026-11-09T00:00:00Z"),
      status: "approved",
    });
    const locked = await createClockRecord({
      userId: owner.id,
      clockInAt: at("2026-11-03T09:00:00Z"),
      clockOutAt: at("2026-11-03T10:00:00Z"),
    });
    const forgotten = await createClockRecord({ userId: owner.id, clockInAt: new Date(Date.now() - 13 * HOUR) });
    const recent = await createClockRecord({ userId: cast.otherCleaner.id, clockInAt: new Date(Date.now() - HOUR) });
    const flags = async (id: string) => {
      const body = await (await get("SuperAdministrator", id)).json();
      return { forgotten: body.forgotten, locked: body.locked, corrections: body.corrections };
    };
    expect(await flags(locked.id)).toEqual({ forgotten: false, locked: true, corrections: [] });
    expect(await flags(forgotten.id)).toEqual({ forgotten: true, locked: false, corrections: [] });
    expect(await flags(recent.id)).toEqual({ forgotten: false, locked: false, corrections: [] });
  });
});
