import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import {
  HOUR,
  createCast,
  createClockRecord,
  createPerson,
  fingerprint,
  type Cast,
  type Person,
} from "@/tests/fixtures/scheduling";
import { apiRequest } from "@/tests/helpers";
import { PUT as updateRecord } from "./route";

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});

const clockOut = (body: unknown, bearer?: string) =>
  updateRecord(apiRequest("/api/ClockInAndOut/UpdateClockInAndOut", { method: "PUT", body, bearer }));

const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
const openRecordOf = (person: { id: string }, hoursAgo = 2) =>
  createClockRecord({ userId: person.id, clockInAt: ago(hoursAgo) });

describe("PUT /api/ClockInAndOut/UpdateClockInAndOut", () => {
  // Each case clocks out an open record of a fresh cleaner ("owner").
  it.each([
    ["anonymous", 401],
    ["the owner", 200],
    ["another cleaner", 404],
    ["a client", 403],
    ["an administrator", 200],
    ["a super administrator", 200],
  ] as const)("clocked out by %s → %i", async (who, status) => {
    const owner = await createPerson("Cleaner");
    const record = await openRecordOf(owner);
    const callers: Record<string, Person | undefined> = {
      anonymous: undefined,
      "the owner": owner,
      "another cleaner": cast.otherCleaner,
      "a client": cast.client,
      "an administrator": cast.admin,
      "a super administrator": cast.superAdmin,
    };
    const before = fingerprint();
    const response = await clockOut({ id: record.id }, callers[who]?.bearer);
    expect(response.status).toBe(status);
    if (status !== 200) expect(fingerprint()).toBe(before);
  });

  it("stamps the server's time and position, and answers the minutes worked", async () => {
    const owner = await createPerson("Cleaner");
    const record = await openRecordOf(owner, 2.5);
    const response = await clockOut({ id: record.id, lat: 51.8985, lng: -8.4756, notes: "All done" }, owner.bearer);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Math.abs(Date.parse(body.clockOutAt) - Date.now())).toBeLessThan(5000);
    expect(body).toMatchObject({ clockOutLat: 51.8985, clockOutLng: -8.4756, notes: "All done", minutesWorked: 150 });
  });

  it("refuses to clock out twice with 409 and changes nothing", async () => {
    const owner = await createPerson("Cleaner");
    const record = await openRecordOf(owner);
    expect((await clockOut({ id: record.id }, owner.bearer)).status).toBe(200);
    const before = fingerprint();
    const again = await clockOut({ id: record.id, notes: "again" }, owner.bearer);
    expect(again.status).toBe(409);
    expect(Object.keys((await again.json()).error.fields)).toEqual(["clockOutAt"]);
    expect((await clockOut({ id: record.id }, cast.admin.bearer)).status).toBe(409);
    expect(fingerprint()).toBe(before);
  });

  it("cannot clock out before the clock-in, even when the stored clock-in is ahead of the server", async () => {
    const owner = await createPerson("Cleaner");
    const record = await createClockRecord({ userId: owner.id, clockInAt: new Date(Date.now() + HOUR) });
    const before = fingerprint();
    const response = await clockOut({ id: record.id }, owner.bearer);
    expect(response.status).toBe(409);
    expect(Object.keys((await response.json()).error.fields)).toEqual(["clockOutAt"]);
    expect(fingerprint()).toBe(before);
  });

  it("refuses times sent by a cleaner with 403 and changes nothing", async () => {
    const owner = await createPerson("Cleaner");
    const record = await openRecordOf(owner);
    const before = fingerprint();
    const response = await clockOut({ id: record.id, clockOutAt: ago(1).toISOString() }, owner.bearer);
    expect(response.status).toBe(403);
    expect(Object.keys((await response.json()).error.fields)).toEqual(["clockOutAt"]);
    expect(fingerprint()).toBe(before);
  });

  it("lets the office correct both times of a closed record", async () => {
    const owner = await createPerson("Cleaner");
    const record = await createClockRecord({ userId: owner.id, clockInAt: ago(30), clockOutAt: ago(29) });
    const clockInAt = ago(28);
    const clockOutAt = new Date(clockInAt.getTime() + 7.5 * HOUR);
    const response = await clockOut(
      { id: record.id, clockInAt: clockInAt.toISOString(), clockOutAt: clockOutAt.toISOString() },
      cast.admin.bearer,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      clockInAt: clockInAt.toISOString(),
      clockOutAt: clockOutAt.toISOString(),
      minutesWorked: 450,
    });
  });

  it("lets the office correct only the clock-in of an open record, which stays open", async () => {
    const owner = await createPerson("Cleaner");
    const record = await openRecordOf(owner, 1);
    const response = await clockOut({ id: record.id, clockInAt: ago(3).toISOString() }, cast.superAdmin.bearer);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ clockOutAt: null, minutesWorked: null });
  });

  it.each([
    ["a clock-out before the clock-in", { clockInAt: -5, clockOutAt: -6 }, 400, ["clockOutAt"]],
    ["a clock-out equal to the clock-in", { clockInAt: -5, clockOutAt: -5 }, 400, ["clockOutAt"]],
    ["a clock-out before the stored clock-in", { clockOutAt: -11 }, 400, ["clockOutAt"]],
    ["a clock-out in the future", { clockOutAt: 2 }, 400, ["clockOutAt"]],
    ["a clock-in in the future", { clockInAt: 2 }, 400, ["clockInAt"]],
    ["a range over another record", { clockInAt: -21, clockOutAt: -19 }, 409, ["clockInAt", "clockOutAt"]],
  ])("refuses an office correction with %s (%i), changing nothing", async (_case, offsets, status, fields) => {
    const owner = await createPerson("Cleaner");
    // The record is 10 to 9 hours ago; another one is 20 to 18 hours ago.
    const record = await createClockRecord({ userId: owner.id, clockInAt: ago(10), clockOutAt: ago(9) });
    const other = await createClockRecord({ userId: owner.id, clockInAt: ago(20), clockOutAt: ago(18) });
    const body: Record<string, string> = { id: record.id };
    for (const [field, hours] of Object.entries(offsets))
      body[field] = new Date(Date.now() + hours * HOUR).toISOString();
    const before = fingerprint();
    const response = await clockOut(body, cast.admin.bearer);
    expect(response.status).toBe(status);
    const { error } = await response.json();
    expect(Object.keys(error.fields).sort()).toEqual(fields);
    if (status === 409) expect(error.message).toContain(other.id);
    expect(fingerprint()).toBe(before);
  });

  it("hides a super administrator's record from an administrator", async () => {
    const record = await openRecordOf(cast.superAdmin);
    expect((await clockOut({ id: record.id }, cast.admin.bearer)).status).toBe(404);
    expect((await db.clockRecord.findUniqueOrThrow({ where: { id: record.id } })).clockOutAt).toBeNull();
  });

  it.each([
    ["an unknown id", { id: "7d1f3f8e-2f0a-4d55-9a55-2b1a4f8a0c11" }, 404],
    ["a malformed id", { id: "x" }, 400],
    ["no id", {}, 400],
    ["a bad time", { id: "7d1f3f8e-2f0a-4d55-9a55-2b1a4f8a0c11", clockOutAt: "later" }, 400],
  ])("answers %s with %i", async (_case, body, status) => {
    expect((await clockOut(body, cast.admin.bearer)).status).toBe(status);
  });
});
