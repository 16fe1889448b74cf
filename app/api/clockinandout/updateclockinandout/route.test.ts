import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { fieldText } from "@/lib/api/error-text";
import { db } from "@/lib/server/db";
import {
  HOUR,
  createCast,
  createClockRecord,
  createJob,
  createPerson,
  createTimesheet,
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

const REASON = "Forgot to clock out; confirmed with the client";
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
    const before = await fingerprint();
    const response = await clockOut({ id: record.id }, callers[who]?.bearer);
    expect(response.status).toBe(status);
    if (status !== 200) expect(await fingerprint()).toBe(before);
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
    const before = await fingerprint();
    const again = await clockOut({ id: record.id, notes: "again" }, owner.bearer);
    expect(again.status).toBe(409);
    expect(Object.keys((await again.json()).error.fields)).toEqual(["clockOutAt"]);
    expect((await clockOut({ id: record.id }, cast.admin.bearer)).status).toBe(409);
    expect(await fingerprint()).toBe(before);
  });

  it("cannot clock out before the clock-in, even when the stored clock-in is ahead of the server", async () => {
    const owner = await createPerson("Cleaner");
    const record = await createClockRecord({ userId: owner.id, clockInAt: new Date(Date.now() + HOUR) });
    const before = await fingerprint();
    const response = await clockOut({ id: record.id }, owner.bearer);
    expect(response.status).toBe(409);
    expect(Object.keys((await response.json()).error.fields)).toEqual(["clockOutAt"]);
    expect(await fingerprint()).toBe(before);
  });

  it("refuses times sent by a cleaner with 403 and changes nothing", async () => {
    const owner = await createPerson("Cleaner");
    const record = await openRecordOf(owner);
    const before = await fingerprint();
    const response = await clockOut({ id: record.id, clockOutAt: ago(1).toISOString() }, owner.bearer);
    expect(response.status).toBe(403);
    expect(Object.keys((await response.json()).error.fields)).toEqual(["clockOutAt"]);
    expect(await fingerprint()).toBe(before);
  });

  it("lets the office correct both times of a closed record", async () => {
    const owner = await createPerson("Cleaner");
    const record = await createClockRecord({ userId: owner.id, clockInAt: ago(30), clockOutAt: ago(29) });
    const clockInAt = ago(28);
    const clockOutAt = new Date(clockInAt.getTime() + 7.5 * HOUR);
    const response = await clockOut(
      { id: record.id, clockInAt: clockInAt.toISOString(), clockOutAt: clockOutAt.toISOString(), reason: REASON },
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
    const response = await clockOut(
      { id: record.id, clockInAt: ago(3).toISOString(), reason: REASON },
      cast.superAdmin.bearer,
    );
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
    const body: Record<string, string> = { id: record.id, reason: REASON };
    // One "now" for both times: "equal" must not become a millisecond apart.
    const now = Date.now();
    for (const [field, hours] of Object.entries(offsets)) body[field] = new Date(now + hours * HOUR).toISOString();
    const before = await fingerprint();
    const response = await clockOut(body, cast.admin.bearer);
    expect(response.status).toBe(status);
    const { error } = await response.json();
    expect(Object.keys(error.fields).sort()).toEqual(fields);
    if (status === 409) expect(error.message).toContain(other.id);
    expect(await fingerprint()).toBe(before);
  });

  it("hides a super administrator's record from an administrator", async () => {
    const record = await openRecordOf(cast.superAdmin);
    expect((await clockOut({ id: record.id }, cast.admin.bearer)).status).toBe(404);
    expect((await db.clockRecord.findUniqueOrThrow({ where: { id: record.id } })).clockOutAt).toBeNull();
  });

  it.each([
    ["an unknown id", { id: "7d1f3f8e-2f0a-4d55-9a55-2b1a4f8a0c11" }, 404],
    ["a malformed id", { id: "x" }, 400],
    ["no id, with no open record of their own", {}, 409],
    ["a bad time", { id: "7d1f3f8e-2f0a-4d55-9a55-2b1a4f8a0c11", clockOutAt: "later" }, 400],
  ])("answers %s with %i", async (_case, body, status) => {
    expect((await clockOut(body, cast.admin.bearer)).status).toBe(status);
  });
});

describe("PUT /api/ClockInAndOut/UpdateClockInAndOut – offline clock-outs", () => {
  it("closes the caller's own open record without an id at the phone's time; a replay writes nothing", async () => {
    const owner = await createPerson("Cleaner");
    const record = await openRecordOf(owner, 3);
    const offlineAt = ago(1);
    const body = { clientId: randomUUID(), offlineAt: offlineAt.toISOString() };
    const response = await clockOut(body, owner.bearer);
    expect(response.status).toBe(200);
    const closed = await response.json();
    expect(closed).toMatchObject({
      id: record.id,
      clockOutAt: offlineAt.toISOString(),
      clockInOffline: false,
      clockOutOffline: true,
      minutesWorked: 120,
    });
    const before = await fingerprint();
    const replay = await clockOut(body, owner.bearer);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(closed);
    expect(await fingerprint()).toBe(before);
  });

  it("pairs an offline clock-in with an offline clock-out sent later, in order", async () => {
    const owner = await createPerson("Cleaner");
    const clockIn = { clientId: randomUUID(), offlineAt: ago(5).toISOString() };
    const clockOutEvent = { clientId: randomUUID(), offlineAt: ago(4).toISOString() };
    const { POST } = await import("../createclockinandout/route");
    const opened = await POST(
      apiRequest("/api/ClockInAndOut/CreateClockInAndOut", { body: clockIn, bearer: owner.bearer }),
    );
    expect(opened.status).toBe(200);
    const closed = await (await clockOut(clockOutEvent, owner.bearer)).json();
    expect(closed).toMatchObject({ clockInOffline: true, clockOutOffline: true, minutesWorked: 60 });
  });

  it("refuses an offline clock-out at or before the record's clock-in with 400 offlineAt", async () => {
    const owner = await createPerson("Cleaner");
    const record = await openRecordOf(owner, 2);
    const before = await fingerprint();
    const response = await clockOut({ clientId: randomUUID(), offlineAt: ago(3).toISOString() }, owner.bearer);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ offlineAt: fieldText("clockOutAfterClockIn", "en") });
    expect(await fingerprint()).toBe(before);
    expect((await db.clockRecord.findUniqueOrThrow({ where: { id: record.id } })).clockOutAt).toBeNull();
  });

  it("answers 409 naming id when the caller has no open record to close", async () => {
    const owner = await createPerson("Cleaner");
    const response = await clockOut({ clientId: randomUUID(), offlineAt: ago(1).toISOString() }, owner.bearer);
    expect(response.status).toBe(409);
    expect((await response.json()).error.fields).toEqual({ id: fieldText("notClockedIn", "en") });
  });

  it("refuses an offlineAt more than 7 days old or without a clientId with 400 offlineAt", async () => {
    const owner = await createPerson("Cleaner");
    await openRecordOf(owner, 8 * 24);
    const before = await fingerprint();
    for (const body of [
      { clientId: randomUUID(), offlineAt: ago(7 * 24 + 1).toISOString() },
      { offlineAt: ago(1).toISOString() },
    ]) {
      const response = await clockOut(body, owner.bearer);
      expect(response.status).toBe(400);
      expect(Object.keys((await response.json()).error.fields)).toEqual(["offlineAt"]);
    }
    expect(await fingerprint()).toBe(before);
  });
});

describe("PUT /api/ClockInAndOut/UpdateClockInAndOut – corrections with a reason", () => {
  it.each([
    ["no reason", {}, "reasonRequired"],
    ["a blank reason", { reason: "   " }, "reasonRequired"],
    ["a reason over 500 characters", { reason: "x".repeat(501) }, "tooLong"],
  ])("refuses a correction with %s (400 reason), changing nothing", async (_case, extra, key) => {
    const owner = await createPerson("Cleaner");
    const record = await createClockRecord({ userId: owner.id, clockInAt: ago(10), clockOutAt: ago(9) });
    const before = await fingerprint();
    const response = await clockOut({ id: record.id, clockOutAt: ago(8).toISOString(), ...extra }, cast.admin.bearer);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ reason: fieldText(key, "en") });
    expect(await fingerprint()).toBe(before);
  });

  it("stores the correction with the changed fields before and after, who made it and why", async () => {
    const owner = await createPerson("Cleaner");
    const job = await createJob({ clientId: cast.client.id });
    const record = await createClockRecord({ userId: owner.id, clockInAt: ago(10), clockOutAt: ago(9) });
    const clockOutAt = ago(8);
    const response = await clockOut(
      {
        id: record.id,
        clockInAt: record.clockInAt.toISOString(), // unchanged: not a change
        clockOutAt: clockOutAt.toISOString(),
        jobId: job.id,
        reason: REASON,
      },
      cast.admin.bearer,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ clockOutAt: clockOutAt.toISOString(), jobId: job.id });
    const corrections = await db.clockCorrection.findMany({ where: { recordId: record.id } });
    expect(corrections).toHaveLength(1);
    expect(corrections[0]).toMatchObject({ byId: cast.admin.id, reason: REASON });
    expect(JSON.parse(corrections[0]!.before)).toEqual({ clockOutAt: record.clockOutAt!.toISOString(), jobId: null });
    expect(JSON.parse(corrections[0]!.after)).toEqual({ clockOutAt: clockOutAt.toISOString(), jobId: job.id });
  });

  it("stores nothing for a correction that changes nothing", async () => {
    const owner = await createPerson("Cleaner");
    const record = await createClockRecord({ userId: owner.id, clockInAt: ago(10), clockOutAt: ago(9) });
    const response = await clockOut(
      { id: record.id, clockOutAt: record.clockOutAt!.toISOString(), reason: REASON },
      cast.admin.bearer,
    );
    expect(response.status).toBe(200);
    expect(await db.clockCorrection.count({ where: { recordId: record.id } })).toBe(0);
  });

  it.each([
    ["a cleaner changing the job", "cleaner", { jobId: null }, 403, ["jobId"]],
    [
      "a correction sent as an offline event",
      "admin",
      { clientId: "c5a3d2e1-1111-4aaa-8bbb-0123456789ab" },
      400,
      ["clientId"],
    ],
    ["a correction without an id", "admin", { id: undefined }, 400, ["id"]],
  ] as const)("refuses %s", async (_case, who, extra, status, fields) => {
    const owner = await createPerson("Cleaner");
    const record = await createClockRecord({ userId: owner.id, clockInAt: ago(10), clockOutAt: ago(9) });
    const bearer = who === "cleaner" ? owner.bearer : cast.admin.bearer;
    const before = await fingerprint();
    const response = await clockOut(
      { id: record.id, clockOutAt: ago(8).toISOString(), reason: REASON, ...extra },
      bearer,
    );
    expect(response.status).toBe(status);
    expect(Object.keys((await response.json()).error.fields).sort()).toEqual(
      who === "cleaner" ? ["clockOutAt", ...fields].sort() : fields,
    );
    expect(await fingerprint()).toBe(before);
  });
});

describe("PUT /api/ClockInAndOut/UpdateClockInAndOut – locked by an approved timesheet", () => {
  async function recordInPeriod(status: "draft" | "submitted" | "approved" | "rejected", open = false) {
    const owner = await createPerson("Cleaner");
    const timesheet = await createTimesheet({ userId: owner.id, periodStart: ago(96), periodEnd: ago(48), status });
    const record = await createClockRecord({
      userId: owner.id,
      clockInAt: ago(72),
      clockOutAt: open ? null : ago(70),
    });
    return { owner, record, timesheet };
  }

  it.each([
    ["correcting its clock-out", { clockOutAt: -69 }],
    ["correcting its clock-in", { clockInAt: -73 }],
    ["changing its job", { jobId: null }],
  ] as const)("refuses %s with 409 and changes nothing", async (_case, change) => {
    const { record, timesheet } = await recordInPeriod("approved");
    const body: Record<string, unknown> = { id: record.id, reason: REASON };
    for (const [field, value] of Object.entries(change))
      body[field] = typeof value === "number" ? new Date(Date.now() + value * HOUR).toISOString() : value;
    const before = await fingerprint();
    const response = await clockOut(body, cast.superAdmin.bearer);
    expect(response.status).toBe(409);
    const { error } = await response.json();
    expect(error.fields).toEqual({ id: fieldText("clockLocked", "en") });
    expect(error.message).toContain(timesheet.id);
    expect(await fingerprint()).toBe(before);
  });

  it("refuses clocking out an open record in an approved period, online or offline", async () => {
    const { owner, record } = await recordInPeriod("approved", true);
    const before = await fingerprint();
    expect((await clockOut({ id: record.id }, owner.bearer)).status).toBe(409);
    expect((await clockOut({ clientId: randomUUID(), offlineAt: ago(1).toISOString() }, owner.bearer)).status).toBe(
      409,
    );
    expect(await fingerprint()).toBe(before);
  });

  it("refuses moving another record's clock-in into an approved period (409 clockInAt)", async () => {
    const { owner } = await recordInPeriod("approved");
    const other = await createClockRecord({ userId: owner.id, clockInAt: ago(30), clockOutAt: ago(29) });
    const response = await clockOut(
      { id: other.id, clockInAt: ago(60).toISOString(), reason: REASON },
      cast.admin.bearer,
    );
    expect(response.status).toBe(409);
    expect((await response.json()).error.fields).toEqual({ clockInAt: fieldText("clockLocked", "en") });
  });

  it.each(["draft", "submitted", "rejected"] as const)(
    "allows corrections while the timesheet is %s",
    async (status) => {
      const { record } = await recordInPeriod(status);
      const response = await clockOut(
        { id: record.id, clockOutAt: ago(69).toISOString(), reason: REASON },
        cast.admin.bearer,
      );
      expect(response.status).toBe(200);
      expect((await response.json()).locked).toBe(false);
    },
  );

  it("does not lock the record at the period's end (the end is exclusive)", async () => {
    const owner = await createPerson("Cleaner");
    const periodEnd = ago(48);
    await createTimesheet({ userId: owner.id, periodStart: ago(96), periodEnd, status: "approved" });
    const record = await createClockRecord({ userId: owner.id, clockInAt: periodEnd, clockOutAt: ago(47) });
    const response = await clockOut(
      { id: record.id, clockOutAt: ago(46).toISOString(), reason: REASON },
      cast.admin.bearer,
    );
    expect(response.status).toBe(200);
  });
});
