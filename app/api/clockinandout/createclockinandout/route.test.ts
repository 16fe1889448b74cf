import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import { createCast, createJob, createPerson, fingerprint, type Cast } from "@/tests/fixtures/scheduling";
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
    const before = fingerprint();
    const response = await clockIn({}, person?.bearer);
    expect(response.status).toBe(status);
    if (status === 200) expect((await response.json()).userId).toBe(person!.id);
    else expect(fingerprint()).toBe(before);
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
    const before = fingerprint();
    const second = await clockIn({}, cleaner.bearer);
    expect(second.status).toBe(409);
    expect((await second.json()).error.message).toContain(first.id);
    expect(fingerprint()).toBe(before);
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
    const before = fingerprint();
    const response = await clockIn({ jobId: jobs[which] }, cleaner.bearer);
    expect(response.status).toBe(status);
    if (status === 200) expect((await response.json()).job).toEqual({ id: jobs.own, title: "Own job" });
    else {
      expect(Object.keys((await response.json()).error.fields)).toEqual(["jobId"]);
      expect(fingerprint()).toBe(before);
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
    const before = fingerprint();
    const response = await clockIn({ userId }, cast.admin.bearer);
    expect(response.status).toBe(status);
    expect(Object.keys((await response.json()).error.fields)).toEqual(["userId"]);
    expect(fingerprint()).toBe(before);
  });

  it("refuses a cleaner clocking in someone else with 403, and allows naming themselves", async () => {
    const before = fingerprint();
    const response = await clockIn({ userId: cast.otherCleaner.id }, cast.cleaner.bearer);
    expect(response.status).toBe(403);
    expect(fingerprint()).toBe(before);
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
    const before = fingerprint();
    const response = await clockIn(body, cleaner.bearer);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields).sort()).toEqual(fields);
    expect(fingerprint()).toBe(before);
  });
});
