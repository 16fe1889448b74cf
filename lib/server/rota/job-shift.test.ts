import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as createJobRoute } from "@/app/api/job/createjob/route";
import { POST as endSeriesRoute } from "@/app/api/job/endseries/route";
import { PUT as updateJobRoute } from "@/app/api/job/updatejob/route";
import { POST as createShiftRoute } from "@/app/api/rota/createrota/route";
import { DELETE as deleteShiftRoute } from "@/app/api/rota/delete/route";
import { PUT as updateShiftRoute } from "@/app/api/rota/updaterota/route";
import { addDays, dublinDate, fromDublinLocal } from "@/lib/i18n/dublin-time";
import { db } from "@/lib/server/db";
import { generateSeriesVisits } from "@/lib/server/jobs/job-series";
import {
  at,
  createCast,
  createJob,
  createPerson,
  createShift,
  fingerprint,
  type Cast,
  type Person,
} from "@/tests/fixtures/scheduling";
import { apiRequest } from "@/tests/helpers";

// The loop between jobs and the rota (job-shift.ts, shift-job.ts), through
// the real calls: a job with a cleaner, a start and an end has exactly one
// shift with its cleaner, times and address; moving either moves the other.

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

async function call(handler: (req: Request) => Promise<Response>, path: string, body: unknown, options = {}) {
  const { method = "POST", bearer = cast.admin.bearer } = options as { method?: string; bearer?: string };
  return handler(apiRequest(path, { method, body, bearer }));
}

const createJobCall = (body: Record<string, unknown>, bearer?: string) =>
  call(createJobRoute, "/api/job/createjob", body, { bearer });
const updateJobCall = (body: Record<string, unknown>, bearer?: string) =>
  call(updateJobRoute, "/api/job/updatejob", body, { method: "PUT", bearer });
const updateShiftCall = (body: Record<string, unknown>) =>
  call(updateShiftRoute, "/api/rota/UpdateRota", body, { method: "PUT" });

function jobBody(cleaner: Person | null, startsAt: string | null, endsAt: string | null, extra = {}) {
  return {
    title: "Weekly clean",
    location: "3 Quay Street, Galway",
    service: "House Cleaning",
    userClientId: cast.client.id,
    userAssigneeId: cleaner?.id ?? null,
    scheduledAt: startsAt,
    scheduledEndAt: endsAt,
    ...extra,
  };
}

async function newJob(cleaner: Person | null, startsAt: string | null, endsAt: string | null, extra = {}) {
  const response = await createJobCall(jobBody(cleaner, startsAt, endsAt, extra));
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string };
}

const shiftsOfJob = (jobId: string) => db.rotaShift.findMany({ where: { jobId }, orderBy: { startsAt: "asc" } });
const jobRow = (id: string) => db.job.findUniqueOrThrow({ where: { id } });

async function fieldsOf(response: Response) {
  return (await response.json()).error.fields as Record<string, string>;
}

describe("a job's shift follows the job", () => {
  it("is made with the job: its cleaner, times and address, no notes", async () => {
    const cleaner = await createPerson("Cleaner");
    const job = await newJob(cleaner, "2026-12-01T09:00:00Z", "2026-12-01T12:00:00Z");
    const shifts = await shiftsOfJob(job.id);
    expect(shifts).toHaveLength(1);
    expect(shifts[0]).toMatchObject({
      cleanerId: cleaner.id,
      location: "3 Quay Street, Galway",
      notes: null,
      seriesId: null,
      createdById: cast.admin.id,
    });
    expect([shifts[0]!.startsAt.toISOString(), shifts[0]!.endsAt.toISOString()]).toEqual([
      "2026-12-01T09:00:00.000Z",
      "2026-12-01T12:00:00.000Z",
    ]);
  });

  it("is not made for a job without a cleaner, a start or an end", async () => {
    const cleaner = await createPerson("Cleaner");
    const jobs = [
      await newJob(null, "2026-12-02T09:00:00Z", "2026-12-02T12:00:00Z"),
      await newJob(cleaner, "2026-12-02T09:00:00Z", null),
      await newJob(cleaner, null, null),
    ];
    for (const job of jobs) expect(await shiftsOfJob(job.id)).toEqual([]);
  });

  it("appears, moves, changes cleaner and address, and goes with the job's updates", async () => {
    const [cleaner, other] = [await createPerson("Cleaner"), await createPerson("Cleaner")];
    const job = await newJob(cleaner, "2026-12-03T09:00:00Z", null);
    expect(await updateJobCall({ id: job.id, scheduledEndAt: "2026-12-03T11:00:00Z" })).toHaveProperty("status", 200);
    const [made] = await shiftsOfJob(job.id);
    expect(made).toMatchObject({ cleanerId: cleaner.id, endsAt: at("2026-12-03T11:00:00Z") });

    await updateJobCall({ id: job.id, scheduledAt: "2026-12-04T13:00:00Z", scheduledEndAt: "2026-12-04T15:30:00Z" });
    await db.rotaShift.update({ where: { id: made!.id }, data: { notes: "Ring twice" } });
    await updateJobCall({ id: job.id, userAssigneeId: other.id, location: "5 Shop Street, Galway" });
    const moved = await shiftsOfJob(job.id);
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({
      id: made!.id,
      cleanerId: other.id,
      startsAt: at("2026-12-04T13:00:00Z"),
      endsAt: at("2026-12-04T15:30:00Z"),
      location: "5 Shop Street, Galway",
      notes: "Ring twice", // the office's notes stay
    });

    // Given another cleaner, the New job became Pending: the cleaner comes off with a move back to New.
    expect(await jobRow(job.id)).toMatchObject({ stage: 1 });
    await updateJobCall({ id: job.id, userAssigneeId: null, jobStage: 0 });
    expect(await shiftsOfJob(job.id)).toEqual([]);
    await updateJobCall({ id: job.id, userAssigneeId: cleaner.id });
    expect(await shiftsOfJob(job.id)).toHaveLength(1);
    await updateJobCall({ id: job.id, scheduledAt: null });
    expect(await jobRow(job.id)).toMatchObject({ scheduledAt: null, scheduledEndAt: null });
    expect(await shiftsOfJob(job.id)).toEqual([]);
  });

  it("refuses a job write whose shift would clash (409 naming it on scheduledAt), writing nothing", async () => {
    const cleaner = await createPerson("Cleaner");
    await createShift({
      cleanerId: cleaner.id,
      startsAt: at("2026-12-07T10:00:00Z"),
      endsAt: at("2026-12-07T12:00:00Z"),
      location: "Office, Naas",
    });
    const text = "Clashes with this cleaner’s shift on Mon, 7 Dec, 10:00–12:00, at Office, Naas.";
    let before = await fingerprint();
    const created = await createJobCall(jobBody(cleaner, "2026-12-07T11:00:00Z", "2026-12-07T13:00:00Z"));
    expect(created.status).toBe(409);
    expect(await fieldsOf(created)).toEqual({ scheduledAt: text });
    expect(await fingerprint()).toBe(before);

    const job = await newJob(cleaner, "2026-12-07T12:00:00Z", "2026-12-07T14:00:00Z"); // touching: fine
    before = await fingerprint();
    const moved = await updateJobCall({ id: job.id, scheduledAt: "2026-12-07T11:30:00Z" });
    expect(moved.status).toBe(409);
    expect(await fieldsOf(moved)).toEqual({ scheduledAt: text });
    expect(await fingerprint()).toBe(before);
  });

  it("tells a client moving their own visit only that the cleaner is busy, not where", async () => {
    const cleaner = await createPerson("Cleaner");
    await createShift({
      cleanerId: cleaner.id,
      startsAt: at("2026-12-08T10:00:00Z"),
      endsAt: at("2026-12-08T12:00:00Z"),
    });
    // A New job with a cleaner already: its client may still move it.
    const job = await newJob(cleaner, "2026-12-08T14:00:00Z", "2026-12-08T15:00:00Z", { jobStage: 0 });
    const before = await fingerprint();
    const response = await updateJobCall(
      { id: job.id, scheduledAt: "2026-12-08T11:00:00Z", scheduledEndAt: "2026-12-08T12:30:00Z" },
      cast.client.bearer,
    );
    expect(response.status).toBe(409);
    expect(await fieldsOf(response)).toEqual({ scheduledAt: "The cleaner already has another shift at this time." });
    expect(await fingerprint()).toBe(before);
  });
});

describe("a recurring job's visits and their shifts", () => {
  // A Dublin wall-clock time `days` days from now (the generator works on the real clock).
  const dublinIn = (days: number, time: string) =>
    fromDublinLocal(`${dublinDate(new Date(Date.now() + days * DAY_MS))}T${time}`)!;

  async function weeklySeries(cleaner: Person, count: number, time = "10:00") {
    const start = dublinIn(2, time);
    const response = await createJobCall(
      jobBody(cleaner, start.toISOString(), new Date(start.getTime() + 2 * HOUR_MS).toISOString(), {
        repeat: { frequencyWeeks: 1, count },
      }),
    );
    return { response, start };
  }

  const visitsOf = (seriesId: string) =>
    db.job.findMany({ where: { seriesId }, orderBy: { seriesIndex: "asc" }, include: { shifts: true } });

  it("gives each visit its shift, moves them with a following update and removes them when the series ends", async () => {
    const cleaner = await createPerson("Cleaner");
    const { response } = await weeklySeries(cleaner, 4);
    const { seriesId } = await response.json();
    const visits = await visitsOf(seriesId);
    expect(visits).toHaveLength(4);
    for (const visit of visits) {
      expect(visit.shifts).toHaveLength(1);
      expect(visit.shifts[0]).toMatchObject({
        cleanerId: cleaner.id,
        startsAt: visit.scheduledAt,
        endsAt: visit.scheduledEndAt,
      });
    }

    const newStart = new Date(visits[1]!.scheduledAt!.getTime() + 3 * HOUR_MS);
    const update = await updateJobCall({
      id: visits[1]!.id,
      scope: "following",
      scheduledAt: newStart.toISOString(),
      scheduledEndAt: new Date(newStart.getTime() + HOUR_MS).toISOString(),
    });
    expect(update.status).toBe(200);
    for (const visit of (await visitsOf(seriesId)).slice(1)) {
      expect(visit.shifts[0]).toMatchObject({ startsAt: visit.scheduledAt, endsAt: visit.scheduledEndAt });
      expect(visit.shifts[0]!.endsAt.getTime() - visit.shifts[0]!.startsAt.getTime()).toBe(HOUR_MS);
    }

    const ended = await call(endSeriesRoute, "/api/job/endseries", { seriesId, afterJobId: visits[1]!.id });
    expect(await ended.json()).toEqual({ deletedVisits: 2, keptVisits: 0 });
    expect(await db.rotaShift.count({ where: { cleanerId: cleaner.id } })).toBe(2);
  });

  it("refuses a whole series when one visit's shift would clash, writing nothing", async () => {
    const cleaner = await createPerson("Cleaner");
    const start = dublinIn(2, "09:00");
    const third = fromDublinLocal(`${addDays(dublinDate(start), 14)}T10:00`)!;
    await createShift({ cleanerId: cleaner.id, startsAt: third, endsAt: new Date(third.getTime() + HOUR_MS) });
    const before = await fingerprint();
    const { response } = await weeklySeries(cleaner, 4, "09:00");
    expect(response.status).toBe(409);
    // The day as the caller reads it ("Sun, 13 Dec"), not its ISO form.
    const day = new Intl.DateTimeFormat("en-IE", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
    const thirdDay = day.format(new Date(`${addDays(dublinDate(start), 14)}T12:00:00Z`));
    expect((await fieldsOf(response)).scheduledAt).toContain(`${thirdDay}, 10:00–11:00`);
    expect(await fingerprint()).toBe(before);
  });

  it("refuses a following update when a later visit's shift would clash", async () => {
    const cleaner = await createPerson("Cleaner");
    const { response } = await weeklySeries(cleaner, 3, "08:00");
    const { seriesId } = await response.json();
    const visits = await visitsOf(seriesId);
    const last = visits[2]!.scheduledAt!;
    await createShift({
      cleanerId: cleaner.id,
      startsAt: new Date(last.getTime() + 3 * HOUR_MS),
      endsAt: new Date(last.getTime() + 4 * HOUR_MS),
    });
    const before = await fingerprint();
    const newStart = new Date(visits[0]!.scheduledAt!.getTime() + 2 * HOUR_MS);
    const moved = await updateJobCall({
      id: visits[0]!.id,
      scope: "following",
      scheduledAt: newStart.toISOString(),
      scheduledEndAt: new Date(newStart.getTime() + 2 * HOUR_MS).toISOString(),
    });
    expect(moved.status).toBe(409);
    expect(Object.keys(await fieldsOf(moved))).toEqual(["scheduledAt"]);
    expect(await fingerprint()).toBe(before);
  });

  it("makes a visit the daily run finds its cleaner booked for without the cleaner (New)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const cleaner = await createPerson("Cleaner");
      const { response, start } = await weeklySeries(cleaner, 20, "15:00");
      const { seriesId } = await response.json();
      expect(await db.job.count({ where: { seriesId } })).toBe(8);
      // The ninth visit's time, eight weeks after the first (Dublin wall clock).
      const ninth = fromDublinLocal(`${addDays(dublinDate(start), 56)}T15:30`)!;
      await createShift({ cleanerId: cleaner.id, startsAt: ninth, endsAt: new Date(ninth.getTime() + HOUR_MS) });
      expect(await generateSeriesVisits(new Date(Date.now() + 7 * DAY_MS), { seriesId })).toBe(1);
      const [visit] = await db.job.findMany({ where: { seriesId, seriesIndex: 8 }, include: { shifts: true } });
      expect(visit).toMatchObject({ assigneeId: null, stage: 0, shifts: [] });
      expect(warn).toHaveBeenCalledOnce();
    } finally {
      warn.mockRestore();
    }
  });
});

describe("a job's shift moved on the rota moves the job", () => {
  it("drags the job's times and cleaner with it, recorded on the job's timeline", async () => {
    const [cleaner, other] = [await createPerson("Cleaner"), await createPerson("Cleaner")];
    const job = await newJob(cleaner, "2026-12-09T09:00:00Z", "2026-12-09T11:00:00Z");
    const [shift] = await shiftsOfJob(job.id);
    const dragged = await updateShiftCall({
      id: shift!.id,
      startsAt: "2026-12-10T13:00:00Z",
      endsAt: "2026-12-10T16:00:00Z",
    });
    expect(dragged.status).toBe(200);
    expect(await jobRow(job.id)).toMatchObject({
      scheduledAt: at("2026-12-10T13:00:00Z"),
      scheduledEndAt: at("2026-12-10T16:00:00Z"),
      assigneeId: cleaner.id,
    });
    await updateShiftCall({ id: shift!.id, cleanerId: other.id });
    expect((await jobRow(job.id)).assigneeId).toBe(other.id);
    const events = await db.jobEvent.findMany({
      where: { jobId: job.id, actorId: cast.admin.id },
      orderBy: { createdAt: "asc" },
    });
    expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(["scheduled", "assigned"]));
    expect(
      JSON.parse(events.find((event) => event.type === "scheduled" && event.data?.includes("2026-12-10"))!.data!),
    ).toMatchObject({
      scheduledAt: "2026-12-10T13:00:00.000Z",
      previousScheduledAt: "2026-12-09T09:00:00.000Z",
    });
  });

  it("refuses to move the shift of a completed job (409), changing nothing", async () => {
    const cleaner = await createPerson("Cleaner");
    const job = await newJob(cleaner, "2026-12-11T09:00:00Z", "2026-12-11T11:00:00Z");
    await db.job.update({ where: { id: job.id }, data: { stage: 3 } });
    const [shift] = await shiftsOfJob(job.id);
    const before = await fingerprint();
    const response = await updateShiftCall({ id: shift!.id, startsAt: "2026-12-11T10:00:00Z" });
    expect(response.status).toBe(409);
    expect(Object.keys(await fieldsOf(response))).toEqual(["startsAt"]);
    expect(await fingerprint()).toBe(before);
    // Its notes may still change.
    expect((await updateShiftCall({ id: shift!.id, notes: "Done early" })).status).toBe(200);
  });

  it("books a shift on a job: the job takes its cleaner and times; a second shift for it is refused", async () => {
    const cleaner = await createPerson("Cleaner");
    const job = await createJob({ clientId: cast.client.id, title: "Window clean" });
    const body = {
      cleanerId: cleaner.id,
      jobId: job.id,
      location: "Typed elsewhere",
      startsAt: "2026-12-14T09:00:00Z",
      endsAt: "2026-12-14T10:30:00Z",
    };
    const response = await call(createShiftRoute, "/api/rota/createrota", body);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      jobId: job.id,
      location: job.location,
      job: { title: "Window clean" },
    });
    expect(await jobRow(job.id)).toMatchObject({
      assigneeId: cleaner.id,
      scheduledAt: at("2026-12-14T09:00:00Z"),
      scheduledEndAt: at("2026-12-14T10:30:00Z"),
    });
    const before = await fingerprint();
    const again = await call(createShiftRoute, "/api/rota/createrota", {
      ...body,
      startsAt: "2026-12-15T09:00:00Z",
      endsAt: "2026-12-15T10:00:00Z",
    });
    expect(again.status).toBe(409);
    expect(await fieldsOf(again)).toEqual({
      jobId: "This job already has its shift on the rota: move that one instead.",
    });
    expect(await fingerprint()).toBe(before);
  });

  it("links an existing shift to a job by its jobId, and refuses deleting a job's shift (409)", async () => {
    const cleaner = await createPerson("Cleaner");
    const job = await createJob({ clientId: cast.client.id });
    const shift = await createShift({
      cleanerId: cleaner.id,
      startsAt: at("2026-12-16T09:00:00Z"),
      endsAt: at("2026-12-16T12:00:00Z"),
      location: "Elsewhere",
    });
    await db.rotaShift.update({ where: { id: shift.id }, data: { seriesId: "7d1f3f8e-2f0a-4d55-9a55-2b1a4f8a0c11" } });
    const linked = await updateShiftCall({ id: shift.id, jobId: job.id });
    expect(await linked.json()).toMatchObject({ jobId: job.id, location: job.location, seriesId: null });
    expect(await jobRow(job.id)).toMatchObject({ assigneeId: cleaner.id, scheduledAt: at("2026-12-16T09:00:00Z") });

    const before = await fingerprint();
    const removed = await deleteShiftRoute(
      apiRequest(`/api/Rota/Delete?id=${shift.id}`, { method: "DELETE", bearer: cast.admin.bearer }),
    );
    expect(removed.status).toBe(409);
    expect(await fieldsOf(removed)).toEqual({
      id: "This shift belongs to a job: unschedule the job instead (take off its cleaner or its times).",
    });
    expect(await fingerprint()).toBe(before);
    // Unscheduling the job removes it.
    await updateJobCall({ id: job.id, scheduledAt: null });
    expect(await db.rotaShift.count({ where: { id: shift.id } })).toBe(0);
  });

  it("refuses a shift on a completed job (409 naming jobId)", async () => {
    const cleaner = await createPerson("Cleaner");
    const job = await createJob({ clientId: cast.client.id });
    await db.job.update({ where: { id: job.id }, data: { stage: 3 } });
    const response = await call(createShiftRoute, "/api/rota/createrota", {
      cleanerId: cleaner.id,
      jobId: job.id,
      location: "x",
      startsAt: "2026-12-17T09:00:00Z",
      endsAt: "2026-12-17T10:00:00Z",
    });
    expect(response.status).toBe(409);
    expect(Object.keys(await fieldsOf(response))).toEqual(["jobId"]);
  });
});
