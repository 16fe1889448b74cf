import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { at, bearerOf, createCast, createClockRecord, getRequest, type Cast } from "@/tests/fixtures/scheduling";
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
