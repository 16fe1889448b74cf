import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { fieldText } from "@/lib/api/error-text";
import type { Role } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import {
  HOUR,
  createCast,
  createClockRecord,
  createJob,
  createPerson,
  createShift,
  createTimesheet,
  fingerprint,
  type Cast,
} from "@/tests/fixtures/scheduling";
import { apiRequest } from "@/tests/helpers";
import { POST as createRecord } from "./route";

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});

const clockIn = (body: unknown, bearer?: string) =>
  createRecord(apiRequest("/api/ClockInAndOut/CreateClockInAndOut", { body, bearer }));

const UNKNOWN = "7d1f3f8e-2f0a-4d55-9a55-2b1a4f8a0c11";

describe("POST /api/ClockInAndOut/CreateClockInAndOut", () => {
  it.each([
    [null, 401],
    ["Client", 403],
    ["Cleaner", 200],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s clocking in for themselves → %i", async (role: Role | null, status) => {
    const person = role ? await createPerson(role) : undefined;
    const before = await fingerprint();
    const response = await clockIn({}, person?.bearer);
    expect(response.status).toBe(status);
    if (status === 200) expect((await response.json()).userId).toBe(person!.id);
    else expect(await fingerprint()).toBe(before);
  });

  it("stamps the server's time, ignoring a time sent by the client, and stores the position", async () => {
    const cleaner = await createPerson("Cleaner", { firstName: "Máire", lastName: "Nic" });
    const started = Date.now();
    const response = await clockIn(
      { clockInAt: "2020-01-01T00:00:00Z", lat: 53.3498, lng: -6.2603, notes: "Front door" },
      cleaner.bearer,
    );
    expect(response.status).toBe(200);
    const record = await response.json();
    expect(record).toMatchObject({
      userId: cleaner.id,
      user: { id: cleaner.id, name: "Máire Nic" },
      clockOutAt: null,
      clockInLat: 53.3498,
      clockInLng: -6.2603,
      notes: "Front door",
      minutesWorked: null,
    });
    const clockInAt = Date.parse(record.clockInAt);
    expect(clockInAt).toBeGreaterThanOrEqual(started - 1000);
    expect(clockInAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("refuses a second clock-in while one is open with 409, naming the open record", async () => {
    const cleaner = await createPerson("Cleaner");
    const first = await (await clockIn({}, cleaner.bearer)).json();
    const before = await fingerprint();
    const second = await clockIn({}, cleaner.bearer);
    expect(second.status).toBe(409);
    expect((await second.json()).error.message).toContain(first.id);
    expect(await fingerprint()).toBe(before);
    // The office cannot open a second one for them either.
    expect((await clockIn({ userId: cleaner.id }, cast.admin.bearer)).status).toBe(409);
    expect(await db.clockRecord.count({ where: { userId: cleaner.id } })).toBe(1);
  });

  it.each([
    ["a job assigned to them", "own", 200],
    ["a job assigned to another cleaner", "other", 400],
    ["an unassigned job", "unassigned", 400],
    ["an unknown job", "unknown", 400],
  ] as const)("a cleaner clocking in on %s → %i", async (_case, which, status) => {
    const cleaner = await createPerson("Cleaner");
    const jobs = {
      own: (await createJob({ clientId: cast.client.id, assigneeId: cleaner.id, title: "Own job" })).id,
      other: (await createJob({ clientId: cast.client.id, assigneeId: cast.otherCleaner.id })).id,
      unassigned: (await createJob({ clientId: cast.client.id })).id,
      unknown: UNKNOWN,
    };
    const before = await fingerprint();
    const response = await clockIn({ jobId: jobs[which] }, cleaner.bearer);
    expect(response.status).toBe(status);
    if (status === 200) expect((await response.json()).job).toEqual({ id: jobs.own, title: "Own job" });
    else {
      expect(Object.keys((await response.json()).error.fields)).toEqual(["jobId"]);
      expect(await fingerprint()).toBe(before);
    }
  });

  it("lets the office clock in an active cleaner on any job", async () => {
    const cleaner = await createPerson("Cleaner");
    const job = await createJob({ clientId: cast.client.id, assigneeId: cast.otherCleaner.id });
    const response = await clockIn({ userId: cleaner.id, jobId: job.id }, cast.superAdmin.bearer);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ userId: cleaner.id, jobId: job.id });
  });

  it.each([
    ["a client", "client", 400],
    ["another administrator", "superAdmin", 400],
    ["nobody", "unknown", 400],
  ] as const)("refuses the office clocking in %s", async (_case, whom, status) => {
    const userId = whom === "unknown" ? UNKNOWN : cast[whom].id;
    const before = await fingerprint();
    const response = await clockIn({ userId }, cast.admin.bearer);
    expect(response.status).toBe(status);
    expect(Object.keys((await response.json()).error.fields)).toEqual(["userId"]);
    expect(await fingerprint()).toBe(before);
  });

  it("refuses a cleaner clocking in someone else with 403, and allows naming themselves", async () => {
    const before = await fingerprint();
    const response = await clockIn({ userId: cast.otherCleaner.id }, cast.cleaner.bearer);
    expect(response.status).toBe(403);
    expect(await fingerprint()).toBe(before);
    expect((await clockIn({ userId: cast.cleaner.id }, cast.cleaner.bearer)).status).toBe(200);
  });

  it.each([
    ["a latitude without longitude", { lat: 53 }, ["lng"]],
    ["a longitude without latitude", { lng: -6 }, ["lat"]],
    ["coordinates out of range", { lat: 91, lng: -181 }, ["lat", "lng"]],
    ["coordinates as text", { lat: "53", lng: "-6" }, ["lat", "lng"]],
    ["a malformed job id", { jobId: "job-1" }, ["jobId"]],
  ])("answers 400 for %s and writes nothing", async (_case, body, fields) => {
    const cleaner = await createPerson("Cleaner");
    const before = await fingerprint();
    const response = await clockIn(body, cleaner.bearer);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields).sort()).toEqual(fields);
    expect(await fingerprint()).toBe(before);
  });
});

describe("POST /api/ClockInAndOut/CreateClockInAndOut – offline events", () => {
  const MINUTE = 60 * 1000;
  const ago = (ms: number) => new Date(Date.now() - ms);

  it("records an offline clock-in at the phone's time, and a replay of the same clientId writes nothing", async () => {
    const cleaner = await createPerson("Cleaner");
    const offlineAt = ago(2 * HOUR);
    const body = { clientId: randomUUID(), offlineAt: offlineAt.toISOString(), lat: 53.35, lng: -6.26 };
    const first = await clockIn(body, cleaner.bearer);
    expect(first.status).toBe(200);
    const record = await first.json();
    expect(record).toMatchObject({
      userId: cleaner.id,
      clockInAt: offlineAt.toISOString(),
      clockInOffline: true,
      clockOutOffline: false,
      forgotten: false,
      locked: false,
    });
    const before = await fingerprint();
    const replay = await clockIn(body, cleaner.bearer);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(record);
    expect(await fingerprint()).toBe(before);
    expect(await db.clockRecord.count({ where: { userId: cleaner.id } })).toBe(1);
  });

  it("keeps the server's time for an online event with a clientId, and answers it again on a replay", async () => {
    const cleaner = await createPerson("Cleaner");
    const clientId = randomUUID();
    const record = await (await clockIn({ clientId }, cleaner.bearer)).json();
    expect(Math.abs(Date.parse(record.clockInAt) - Date.now())).toBeLessThan(5000);
    expect(record.clockInOffline).toBe(false);
    const replay = await clockIn({ clientId }, cleaner.bearer);
    expect(replay.status).toBe(200);
    expect((await replay.json()).id).toBe(record.id);
  });

  it.each([
    ["3 minutes ahead of the server", () => ago(-3 * MINUTE).toISOString(), "offlineInFuture?minutes=2"],
    ["7 days and a minute old", () => ago(7 * 24 * HOUR + MINUTE).toISOString(), "offlineTooOld?days=7"],
    ["a date without a time", () => "2026-11-02", "dateTimeWithZone"],
    ["a time without a zone", () => ago(HOUR).toISOString().slice(0, 19), "dateTimeWithZone"],
    ["not a date", () => "yesterday", "dateTimeWithZone"],
  ])("refuses an offlineAt %s with 400 offlineAt, writing nothing", async (_case, offlineAt, message) => {
    const cleaner = await createPerson("Cleaner");
    const before = await fingerprint();
    const response = await clockIn({ clientId: randomUUID(), offlineAt: offlineAt() }, cleaner.bearer);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(Object.keys(error.fields)).toEqual(["offlineAt"]);
    expect(error.fields.offlineAt).toBe(fieldText(message, "en"));
    expect(await fingerprint()).toBe(before);
  });

  it("refuses an offlineAt without a clientId with 400 offlineAt", async () => {
    const cleaner = await createPerson("Cleaner");
    const response = await clockIn({ offlineAt: ago(HOUR).toISOString() }, cleaner.bearer);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ offlineAt: fieldText("offlineNeedsClientId", "en") });
  });

  it.each([
    ["6 days and 23 hours old, recorded as sent", () => ago(7 * 24 * HOUR - HOUR), "as sent"],
    ["a minute ahead of the server (a fast phone clock), recorded as now", () => ago(-MINUTE), "now"],
  ] as const)("accepts an offlineAt %s", async (_case, offlineAt, recorded) => {
    const cleaner = await createPerson("Cleaner");
    const sent = offlineAt();
    const response = await clockIn({ clientId: randomUUID(), offlineAt: sent.toISOString() }, cleaner.bearer);
    expect(response.status).toBe(200);
    const clockInAt = Date.parse((await response.json()).clockInAt);
    if (recorded === "as sent") expect(clockInAt).toBe(sent.getTime());
    else expect(clockInAt).toBeLessThanOrEqual(Date.now());
  });

  // The person's other record is from 4 to 2 hours ago.
  it.each([
    ["inside another record (3 hours ago) → 409", 3, 409],
    ["before a record that ends later (5 hours ago) → 409", 5, 409],
    ["after the person's last record (30 minutes ago) → 200", 0.5, 200],
  ] as const)("an offline clock-in %s", async (_case, hoursAgo, status) => {
    const cleaner = await createPerson("Cleaner");
    const other = await createClockRecord({ userId: cleaner.id, clockInAt: ago(4 * HOUR), clockOutAt: ago(2 * HOUR) });
    const before = await fingerprint();
    const offlineAt = ago(hoursAgo * HOUR).toISOString();
    const response = await clockIn({ clientId: randomUUID(), offlineAt }, cleaner.bearer);
    expect(response.status).toBe(status);
    if (status === 409) {
      const { error } = await response.json();
      expect(error.message).toContain(other.id);
      expect(error.fields).toEqual({ offlineAt: fieldText("clockOverlap", "en") });
      expect(await fingerprint()).toBe(before);
    }
  });

  it("refuses a clientId already used for someone else's record with 409, revealing nothing", async () => {
    const clientId = randomUUID();
    const first = await createPerson("Cleaner");
    const second = await createPerson("Cleaner");
    expect((await clockIn({ clientId }, first.bearer)).status).toBe(200);
    const before = await fingerprint();
    const response = await clockIn({ clientId }, second.bearer);
    expect(response.status).toBe(409);
    const { error } = await response.json();
    expect(Object.keys(error.fields)).toEqual(["clientId"]);
    expect(JSON.stringify(error)).not.toContain(first.id);
    expect(await fingerprint()).toBe(before);
  });

  it("refuses an offline clock-in in the period of an approved timesheet with 409", async () => {
    const cleaner = await createPerson("Cleaner");
    await createTimesheet({
      userId: cleaner.id,
      periodStart: ago(3 * 24 * HOUR),
      periodEnd: ago(24 * HOUR),
      status: "approved",
    });
    const before = await fingerprint();
    const response = await clockIn(
      { clientId: randomUUID(), offlineAt: ago(2 * 24 * HOUR).toISOString() },
      cleaner.bearer,
    );
    expect(response.status).toBe(409);
    expect((await response.json()).error.fields).toEqual({ offlineAt: fieldText("clockLocked", "en") });
    expect(await fingerprint()).toBe(before);
  });

  it("lets a cleaner clock in on the job of their shift today, even before the job is assigned", async () => {
    const cleaner = await createPerson("Cleaner");
    const job = await createJob({ clientId: cast.client.id });
    await createShift({ cleanerId: cleaner.id, jobId: job.id, startsAt: ago(HOUR), endsAt: ago(-2 * HOUR) });
    const response = await clockIn({ jobId: job.id }, cleaner.bearer);
    expect(response.status).toBe(200);
    expect((await response.json()).jobId).toBe(job.id);
    // Another cleaner's shift on it does not open the job to them.
    expect((await clockIn({ jobId: job.id }, cast.otherCleaner.bearer)).status).toBe(400);
  });
});
