import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { at, bearerOf, createCast, createTimesheet, getRequest, type Cast } from "@/tests/fixtures/scheduling";
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
});
