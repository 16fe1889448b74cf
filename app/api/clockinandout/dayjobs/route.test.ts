import { beforeAll, describe, expect, it } from "vitest";
import { fieldText } from "@/lib/api/error-text";
import { addDays, dublinDate, dublinDayStart } from "@/lib/i18n/dublin-time";
import { db } from "@/lib/server/db";
import {
  HOUR,
  createCast,
  createClockRecord,
  createJob,
  createPerson,
  createShift,
  fingerprint,
  getRequest,
  type Cast,
  type Person,
} from "@/tests/fixtures/scheduling";
import { apiRequest } from "@/tests/helpers";
import { POST as addRoute } from "../addrecord/route";
import { PUT as decideRoute } from "../decidecorrection/route";
import { GET as getRecord } from "../getclockinandoutbyid/route";
import { POST as requestRoute } from "../requestcorrection/route";
import { GET as dayJobsRoute } from "./route";

// The job of a clock record: the jobs a correction's picker offers (a
// cleaner's jobs of one Irish day), and a cleaner's request, the office's
// approval and the office's added record that set it.

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});

const iso = (date: Date) => date.toISOString();
const text = (key: string) => fieldText(key, "en");
// An instant of an Irish day, hours after its midnight.
const on = (day: string, hours: number) => new Date(dublinDayStart(day).getTime() + hours * HOUR);

const dayJobs = (query: Record<string, string | undefined>, bearer?: string) =>
  dayJobsRoute(getRequest("/api/clockinandout/dayjobs", query, bearer));
const ask = (body: unknown, bearer?: string) =>
  requestRoute(apiRequest("/api/clockinandout/requestcorrection", { method: "POST", body, bearer }));
const decide = (id: string, bearer: string) =>
  decideRoute(
    apiRequest("/api/clockinandout/decidecorrection", { method: "PUT", body: { id, decision: "approve" }, bearer }),
  );
const add = (body: unknown, bearer?: string) =>
  addRoute(apiRequest("/api/clockinandout/addrecord", { method: "POST", body, bearer }));
const detail = async (id: string, bearer: string) =>
  (await getRecord(getRequest("/api/ClockInAndOut/GetClockInAndOutbyId", { id }, bearer))).json();

// A cleaner's day two days ago: a record from 09:00 to 13:00 Irish time, a
// job assigned to them that day, one on their rota that day (not assigned),
// one assigned the day before, and another cleaner's job that day.
async function workedDay(cleaner: Person) {
  const day = addDays(dublinDate(new Date()), -2);
  const assigned = await createJob({
    clientId: cast.client.id,
    assigneeId: cleaner.id,
    title: "Morning office clean",
    scheduledAt: on(day, 9),
  });
  const rostered = await createJob({ clientId: cast.client.id, title: "Afternoon windows" });
  await createShift({ cleanerId: cleaner.id, jobId: rostered.id, startsAt: on(day, 14), endsAt: on(day, 17) });
  const dayBefore = await createJob({
    clientId: cast.client.id,
    assigneeId: cleaner.id,
    title: "Yesterday's clean",
    scheduledAt: on(addDays(day, -1), 10),
  });
  const others = await createJob({
    clientId: cast.client.id,
    assigneeId: cast.otherCleaner.id,
    title: "Someone else's clean",
    scheduledAt: on(day, 8),
  });
  const record = await createClockRecord({ userId: cleaner.id, clockInAt: on(day, 9), clockOutAt: on(day, 13) });
  return { day, assigned, rostered, dayBefore, others, record };
}

const fieldsOf = async (response: Response) => (await response.json()).error.fields as Record<string, string>;

describe("GET /api/clockinandout/dayjobs", () => {
  it("answers the cleaner's jobs of the day, assigned or on the rota, in the day's order", async () => {
    const cleaner = await createPerson("Cleaner");
    const { day, assigned, rostered } = await workedDay(cleaner);
    const response = await dayJobs({ day }, cleaner.bearer);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toEqual([
      {
        id: assigned.id,
        title: "Morning office clean",
        address: "4 Patrick Street, Cork",
        scheduledAt: iso(on(day, 9)),
        shift: null,
      },
      {
        id: rostered.id,
        title: "Afternoon windows",
        address: "4 Patrick Street, Cork",
        scheduledAt: null,
        shift: { startsAt: iso(on(day, 14)), endsAt: iso(on(day, 17)) },
      },
    ]);
    // The office asks for any cleaner's day; a day without work is empty.
    const office = await dayJobs({ day, userId: cleaner.id }, cast.admin.bearer);
    expect((await office.json()).data.map((job: { id: string }) => job.id)).toEqual([assigned.id, rostered.id]);
    const empty = await dayJobs({ day: addDays(day, -10), userId: cleaner.id }, cast.admin.bearer);
    expect((await empty.json()).data).toEqual([]);
  });

  it.each([
    ["anonymous", undefined, 401],
    ["a client", "client", 403],
    ["a cleaner, for another cleaner", "cleaner", 403],
    ["an administrator", "admin", 200],
    ["a super administrator", "superAdmin", 200],
  ] as const)("asked by %s for a cleaner's day → %i", async (_who, role, status) => {
    const cleaner = await createPerson("Cleaner");
    const { day } = await workedDay(cleaner);
    const response = await dayJobs({ day, userId: cleaner.id }, role && cast[role].bearer);
    expect(response.status).toBe(status);
    if (role === "cleaner") expect(await fieldsOf(response)).toEqual({ userId: text("officeOnly") });
  });

  it("refuses a missing or malformed day with 400 naming it", async () => {
    for (const day of [undefined, "yesterday", "2026-02-30"]) {
      const response = await dayJobs({ day }, cast.cleaner.bearer);
      expect(response.status).toBe(400);
      expect(Object.keys(await fieldsOf(response))).toEqual(["query.day"]);
    }
  });
});

describe("a correction request that sets the job", () => {
  it("asks for a job of the day, and the approval puts the record on it, with the change kept", async () => {
    const cleaner = await createPerson("Cleaner");
    const { assigned, record } = await workedDay(cleaner);
    const response = await ask({ id: record.id, jobId: assigned.id, reason: "Forgot to pick the job" }, cleaner.bearer);
    expect(response.status).toBe(200);
    const request = await response.json();
    expect(request).toMatchObject({
      clockInAt: null,
      clockOutAt: null,
      setsJob: true,
      job: { id: assigned.id, title: "Morning office clean" },
    });
    expect((await db.clockRecord.findUniqueOrThrow({ where: { id: record.id } })).jobId).toBeNull();

    expect((await decide(request.id, cast.admin.bearer)).status).toBe(200);
    expect((await db.clockRecord.findUniqueOrThrow({ where: { id: record.id } })).jobId).toBe(assigned.id);
    const shown = await detail(record.id, cleaner.bearer);
    expect(shown.job).toEqual(expect.objectContaining({ id: assigned.id, title: "Morning office clean" }));
    expect(shown.corrections).toEqual([
      expect.objectContaining({
        reason: "Forgot to pick the job",
        before: { jobId: null },
        after: { jobId: assigned.id },
      }),
    ]);
    expect(shown.jobTitles).toEqual({ [assigned.id]: "Morning office clean" });
  });

  it("takes a job of the cleaner's shift that day, and no job (null) for a record on a job", async () => {
    const cleaner = await createPerson("Cleaner");
    const { day, rostered, assigned } = await workedDay(cleaner);
    const onShift = await createClockRecord({ userId: cleaner.id, clockInAt: on(day, 14), clockOutAt: on(day, 16) });
    const toShift = await ask({ id: onShift.id, jobId: rostered.id, reason: "The windows job" }, cleaner.bearer);
    expect(toShift.status).toBe(200);

    const onJob = await createClockRecord({
      userId: cleaner.id,
      clockInAt: on(day, 17),
      clockOutAt: on(day, 18),
      jobId: assigned.id,
    });
    const none = await ask({ id: onJob.id, jobId: null, reason: "Was training, not on a job" }, cleaner.bearer);
    expect(none.status).toBe(200);
    expect(await none.json()).toMatchObject({ setsJob: true, job: null });
    const approved = await decide(
      (await db.clockCorrectionRequest.findFirstOrThrow({ where: { recordId: onJob.id } })).id,
      cast.admin.bearer,
    );
    expect(approved.status).toBe(200);
    expect((await db.clockRecord.findUniqueOrThrow({ where: { id: onJob.id } })).jobId).toBeNull();
    const shown = await detail(onJob.id, cast.admin.bearer);
    expect(shown.corrections[0]).toMatchObject({ before: { jobId: assigned.id }, after: { jobId: null } });
  });

  it("refuses a job that is not the cleaner's that day, or unknown, with 400 on jobId, writing nothing", async () => {
    const cleaner = await createPerson("Cleaner");
    const { record, others, dayBefore } = await workedDay(cleaner);
    // The job of the day before is assigned to them: a cleaner may clock on
    // an assigned job any day, as at clock-in.
    const unrelated = await createJob({ clientId: cast.client.id, title: "Nobody's" });
    for (const jobId of [others.id, unrelated.id, "1b4e28ba-2fa1-41d2-883f-0016d3cca427"]) {
      const before = await fingerprint();
      const response = await ask({ id: record.id, jobId, reason: "On that job" }, cleaner.bearer);
      expect(response.status).toBe(400);
      expect(await fieldsOf(response)).toEqual({ jobId: text("jobNotYours") });
      expect(await fingerprint()).toBe(before);
    }
    expect((await ask({ id: record.id, jobId: dayBefore.id, reason: "On that job" }, cleaner.bearer)).status).toBe(200);
  });

  it("does not count the recorded job as asked: nothing else asked is 400 on the fields", async () => {
    const cleaner = await createPerson("Cleaner");
    const { day, assigned } = await workedDay(cleaner);
    const record = await createClockRecord({
      userId: cleaner.id,
      clockInAt: on(day, 19),
      clockOutAt: on(day, 20),
      jobId: assigned.id,
    });
    const before = await fingerprint();
    const response = await ask({ id: record.id, jobId: assigned.id, reason: "Same" }, cleaner.bearer);
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual({
      clockInAt: text("correctionNoChange"),
      clockOutAt: text("correctionNoChange"),
      jobId: text("correctionNoChange"),
    });
    expect(await fingerprint()).toBe(before);
    // With a time changed, the job sent as recorded is not asked for.
    const timed = await ask(
      { id: record.id, clockOutAt: iso(on(day, 20.5)), jobId: assigned.id, reason: "Later" },
      cleaner.bearer,
    );
    expect(await timed.json()).toMatchObject({ setsJob: false, job: null });
  });

  it("a missed clocking names its job, and the record the office adds is on it", async () => {
    const cleaner = await createPerson("Cleaner");
    const { day, rostered, others } = await workedDay(cleaner);
    const times = { clockInAt: iso(on(day, 14)), clockOutAt: iso(on(day, 16)) };
    const refused = await ask({ ...times, jobId: others.id, reason: "Phone was flat" }, cleaner.bearer);
    expect(refused.status).toBe(400);
    expect(await fieldsOf(refused)).toEqual({ jobId: text("jobNotYours") });

    const response = await ask({ ...times, jobId: rostered.id, reason: "Phone was flat" }, cleaner.bearer);
    expect(response.status).toBe(200);
    const request = await response.json();
    expect(request).toMatchObject({ record: null, setsJob: true, job: { id: rostered.id } });
    const approved = await (await decide(request.id, cast.admin.bearer)).json();
    const added = await db.clockRecord.findUniqueOrThrow({ where: { id: approved.record.id } });
    expect(added).toMatchObject({ jobId: rostered.id, clockInAt: on(day, 14), clockOutAt: on(day, 16) });
    const shown = await detail(added.id, cleaner.bearer);
    expect(shown.corrections[0]).toMatchObject({
      before: { clockInAt: null, clockOutAt: null, jobId: null },
      after: { clockInAt: times.clockInAt, clockOutAt: times.clockOutAt, jobId: rostered.id },
    });
  });

  it("the office adds a missed clocking on a job; an unknown job is 400 on jobId, writing nothing", async () => {
    const cleaner = await createPerson("Cleaner");
    const { day, others } = await workedDay(cleaner);
    const body = { userId: cleaner.id, clockInAt: iso(on(day, 20)), clockOutAt: iso(on(day, 21)), reason: "Phoned" };
    const before = await fingerprint();
    const unknown = await add({ ...body, jobId: "1b4e28ba-2fa1-41d2-883f-0016d3cca427" }, cast.admin.bearer);
    expect(unknown.status).toBe(400);
    expect(await fieldsOf(unknown)).toEqual({ jobId: text("jobNotFound") });
    expect(await fingerprint()).toBe(before);
    // The office may put time on any job, as in its corrections.
    const response = await add({ ...body, jobId: others.id }, cast.admin.bearer);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ job: expect.objectContaining({ id: others.id }) });
  });
});
