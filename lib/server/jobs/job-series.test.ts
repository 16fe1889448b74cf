import { beforeAll, describe, expect, it } from "vitest";
import { PUT as updateJobRoute } from "@/app/api/job/updatejob/route";
import { POST as createJobRoute } from "@/app/api/job/createjob/route";
import { POST as listJobsRoute } from "@/app/api/job/jobs/route";
import { dublinDate, fromDublinLocal } from "@/lib/i18n/dublin-time";
import { db } from "@/lib/server/db";
import { apiRequest } from "@/tests/helpers";
import { createCast, createCleaner, jobsSnapshot, type Cast, type CastMember } from "@/tests/fixtures/jobs";
import { generateSeriesVisits, HORIZON_WEEKS } from "./job-series";

// Recurring jobs (docs/api/jobs.md "Recurring jobs"), on a real database:
// series are made through POST /api/job/createjob, their visits by the
// generator, at a chosen `now` where the test needs one.

let cast: Cast;

beforeAll(async () => {
  cast = await createCast();
});

const DAY_MS = 24 * 60 * 60 * 1000;

// Wall-clock time and weekday in Dublin, read with Intl (not with the code under test).
const DUBLIN = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Dublin",
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const dublinClock = (iso: string) => DUBLIN.format(new Date(iso));

// A Dublin wall-clock time `days` days from now (the series tests run on the real clock).
function dublinIn(days: number, time: string): Date {
  return fromDublinLocal(`${dublinDate(new Date(Date.now() + days * DAY_MS))}T${time}`)!;
}

function call(member: CastMember, handler: (req: Request) => Promise<Response>, path: string, body: unknown) {
  const method = path.endsWith("updatejob") ? "PUT" : "POST";
  return handler(apiRequest(path, { method, body, bearer: cast[member].bearer }));
}

const create = (member: CastMember, body: unknown) => call(member, createJobRoute, "/api/job/createjob", body);
const update = (member: CastMember, body: unknown) => call(member, updateJobRoute, "/api/job/updatejob", body);

function jobBody(extra: Record<string, unknown> = {}) {
  return {
    title: "Weekly clean",
    description: "Two bedrooms.",
    location: "3 Quay Street, Galway",
    service: "House Cleaning",
    userClientId: cast.client.id,
    ...extra,
  };
}

async function createSeries(extra: Record<string, unknown>) {
  const response = await create("admin", jobBody(extra));
  expect(response.status).toBe(200);
  return response.json();
}

const visitsOf = (seriesId: string) => db.job.findMany({ where: { seriesId }, orderBy: { seriesIndex: "asc" } });
const seriesRow = (id: string) => db.jobSeries.findUniqueOrThrow({ where: { id } });

async function fieldsOf(response: Response) {
  return Object.keys((await response.json()).error.fields ?? {}).sort();
}

describe("creating a series (POST /api/job/createjob with repeat)", () => {
  it("makes a weekly series of 4 as 4 jobs, the first one answered", async () => {
    const start = dublinIn(2, "10:00");
    const end = new Date(start.getTime() + 2 * 60 * 60 * 1000);
    const first = await createSeries({
      scheduledAt: start.toISOString(),
      scheduledEndAt: end.toISOString(),
      userAssigneeId: cast.cleaner.id,
      repeat: { frequencyWeeks: 1, count: 4 },
    });
    expect(first).toMatchObject({
      seriesIndex: 0,
      scheduledAt: start.toISOString(),
      scheduledEndAt: end.toISOString(),
      series: { id: first.seriesId, frequencyWeeks: 1, visitCount: 4, untilDate: null, endedAt: null },
    });
    const visits = await visitsOf(first.seriesId);
    expect(visits.map((visit) => visit.seriesIndex)).toEqual([0, 1, 2, 3]);
    expect(visits[0]!.id).toBe(first.id);
    for (const [index, visit] of visits.entries()) {
      expect(dublinClock(visit.scheduledAt!.toISOString())).toBe(dublinClock(start.toISOString()));
      expect(dublinDate(visit.scheduledAt!)).toBe(dublinDate(new Date(start.getTime() + index * 7 * DAY_MS)));
      expect(visit.scheduledEndAt!.getTime() - visit.scheduledAt!.getTime()).toBe(2 * 60 * 60 * 1000);
      expect(visit).toMatchObject({ title: "Weekly clean", clientId: cast.client.id, assigneeId: cast.cleaner.id });
    }
    // The later visits have a cleaner, so they wait for them (Pending); the first keeps its stage.
    expect(visits.map((visit) => visit.stage)).toEqual([0, 1, 1, 1]);
    expect(await seriesRow(first.seriesId)).toMatchObject({ startTime: "10:00", durationMinutes: 120, visitCount: 4 });
  });

  it("creates nothing more when generation runs twice", async () => {
    const first = await createSeries({
      scheduledAt: dublinIn(1, "08:00").toISOString(),
      repeat: { frequencyWeeks: 1, count: 20 },
    });
    const made = (await visitsOf(first.seriesId)).length;
    expect(await generateSeriesVisits(new Date(), { seriesId: first.seriesId })).toBe(0);
    const later = new Date(Date.now() + 3 * 7 * DAY_MS);
    const created = await generateSeriesVisits(later);
    expect(created).toBeGreaterThanOrEqual(3);
    expect(await generateSeriesVisits(later)).toBe(0);
    const visits = await visitsOf(first.seriesId);
    expect(visits).toHaveLength(made + 3);
    expect(new Set(visits.map((visit) => visit.seriesIndex)).size).toBe(visits.length);
  });

  it("stops an until-date series on that day, included", async () => {
    const start = dublinIn(3, "09:00");
    const third = dublinDate(new Date(start.getTime() + 14 * DAY_MS + DAY_MS / 2));
    const onTheDay = await createSeries({
      scheduledAt: start.toISOString(),
      repeat: { frequencyWeeks: 1, until: third },
    });
    const visits = await visitsOf(onTheDay.seriesId);
    expect(visits).toHaveLength(3);
    expect(dublinDate(visits[2]!.scheduledAt!)).toBe(third);
    expect(onTheDay.series.untilDate).toBe(`${third}T00:00:00.000Z`);

    const dayBefore = dublinDate(new Date(start.getTime() + 13 * DAY_MS + DAY_MS / 2));
    const shorter = await createSeries({
      scheduledAt: start.toISOString(),
      repeat: { frequencyWeeks: 1, until: dayBefore },
    });
    expect(await visitsOf(shorter.seriesId)).toHaveLength(2);
    // Far in the future, still nothing after the last day.
    expect(await generateSeriesVisits(new Date(Date.now() + 365 * DAY_MS), { seriesId: onTheDay.seriesId })).toBe(0);
  });

  it(`makes visits up to ${HORIZON_WEEKS} weeks ahead, then the next ones as time passes`, async () => {
    const now = new Date();
    const first = await createSeries({
      scheduledAt: dublinIn(1, "12:00").toISOString(),
      repeat: { frequencyWeeks: 1, count: 104 },
    });
    const horizon = now.getTime() + HORIZON_WEEKS * 7 * DAY_MS;
    const visits = await visitsOf(first.seriesId);
    // Tomorrow plus 7 weeks is inside the horizon; tomorrow plus 8 weeks is not.
    expect(visits).toHaveLength(8);
    for (const visit of visits) expect(visit.scheduledAt!.getTime()).toBeLessThanOrEqual(horizon);
    expect(await generateSeriesVisits(new Date(now.getTime() + 7 * DAY_MS), { seriesId: first.seriesId })).toBe(1);

    const fortnightly = await createSeries({
      scheduledAt: dublinIn(1, "12:00").toISOString(),
      repeat: { frequencyWeeks: 2, count: 104 },
    });
    expect(await visitsOf(fortnightly.seriesId)).toHaveLength(4);
  });

  it("keeps 09:30 Dublin time across the last Sundays of March and October", async () => {
    // Tuesday 16 March 2027, 09:30 in Dublin (GMT), weekly until Tuesday 9 November 2027.
    const first = await createSeries({
      scheduledAt: "2027-03-16T09:30:00Z",
      scheduledEndAt: "2027-03-16T12:00:00Z",
      repeat: { frequencyWeeks: 1, until: "2027-11-09" },
    });
    await generateSeriesVisits(new Date("2027-11-01T00:00:00Z"), { seriesId: first.seriesId });
    const visits = await visitsOf(first.seriesId);
    expect(visits).toHaveLength(35);
    for (const visit of visits) {
      expect(dublinClock(visit.scheduledAt!.toISOString())).toBe("Tue 09:30");
      expect(dublinClock(visit.scheduledEndAt!.toISOString())).toBe("Tue 12:00");
    }
    const utc = (index: number) => visits[index]!.scheduledAt!.toISOString();
    expect(utc(1)).toBe("2027-03-23T09:30:00.000Z"); // before 28 March: GMT
    expect(utc(2)).toBe("2027-03-30T08:30:00.000Z"); // after: Irish summer time, UTC+1
    expect(utc(32)).toBe("2027-10-26T08:30:00.000Z"); // before 31 October
    expect(utc(33)).toBe("2027-11-02T09:30:00.000Z"); // after: GMT again
  });

  it("answers 400 naming the field for a bad repeat, and writes nothing", async () => {
    const at = { scheduledAt: dublinIn(2, "10:00").toISOString() };
    const cases: [Record<string, unknown>, string[]][] = [
      [{ ...at, repeat: { frequencyWeeks: 1, count: 4, until: "2027-01-01" } }, ["repeat.until"]],
      [{ ...at, repeat: { frequencyWeeks: 1 } }, ["repeat.until"]],
      [{ repeat: { frequencyWeeks: 1, count: 4 } }, ["scheduledAt"]],
      [{ ...at, repeat: { frequencyWeeks: 3, count: 4 } }, ["repeat.frequencyWeeks"]],
      [{ ...at, repeat: { frequencyWeeks: 1, count: 1 } }, ["repeat.count"]],
      [{ ...at, repeat: { frequencyWeeks: 1, count: 105 } }, ["repeat.count"]],
      [{ ...at, repeat: { frequencyWeeks: 1, until: "2026-01-01" } }, ["repeat.until"]],
      [{ ...at, repeat: { frequencyWeeks: 1, until: "1 May" } }, ["repeat.until"]],
    ];
    for (const [extra, fields] of cases) {
      const before = await jobsSnapshot();
      const series = await db.jobSeries.count();
      const response = await create("admin", jobBody(extra));
      expect(response.status, JSON.stringify(extra)).toBe(400);
      expect(await fieldsOf(response), JSON.stringify(extra)).toEqual(fields);
      expect(await jobsSnapshot()).toEqual(before);
      expect(await db.jobSeries.count()).toBe(series);
    }
  });

  it("refuses repeat to a Client (403 naming repeat), writing nothing", async () => {
    const before = await jobsSnapshot();
    const series = await db.jobSeries.count();
    const response = await create("client", {
      ...jobBody(),
      scheduledAt: dublinIn(2, "10:00").toISOString(),
      repeat: { frequencyWeeks: 2, count: 4 },
    });
    expect(response.status).toBe(403);
    expect(await fieldsOf(response)).toEqual(["repeat"]);
    expect(await jobsSnapshot()).toEqual(before);
    expect(await db.jobSeries.count()).toBe(series);
  });

  it("lists a series' visits with the seriesId filter", async () => {
    const first = await createSeries({
      scheduledAt: dublinIn(2, "15:00").toISOString(),
      repeat: { frequencyWeeks: 4, count: 2 },
    });
    const response = await listJobsRoute(
      apiRequest("/api/job/jobs", { body: { seriesId: first.seriesId, sortDir: "asc" }, bearer: cast.admin.bearer }),
    );
    const page = await response.json();
    expect(page.totalRecords).toBe(2);
    expect(page.data.map((job: { seriesIndex: number }) => job.seriesIndex)).toEqual([0, 1]);
    expect(page.data[1].series).toEqual(first.series);
    // A filter, never a grant: another client sees none of them.
    const other = await listJobsRoute(
      apiRequest("/api/job/jobs", { body: { seriesId: first.seriesId }, bearer: cast.otherClient.bearer }),
    );
    expect((await other.json()).totalRecords).toBe(0);
  });
});

describe('editing a visit and the following ones (PUT /api/job/updatejob, scope "following")', () => {
  it("changes the later visits that have not started, never a completed one, and the series", async () => {
    const start = dublinIn(2, "10:00");
    // A cleaner of its own: the first test's series books cast.cleaner on the
    // same days and hours, and a visit with a cleaner and an end is on the rota.
    const cleaner = await createCleaner();
    const first = await createSeries({
      scheduledAt: start.toISOString(),
      scheduledEndAt: new Date(start.getTime() + 2 * 60 * 60 * 1000).toISOString(),
      userAssigneeId: cleaner.id,
      jobStage: 1,
      repeat: { frequencyWeeks: 1, count: 12 },
    });
    const visits = await visitsOf(first.seriesId);
    // Two days from now plus 7 weeks is inside the horizon, plus 8 weeks is not.
    expect(visits).toHaveLength(8);
    // Visit 2 is done early; visit 3 is being worked on.
    await db.job.update({ where: { id: visits[2]!.id }, data: { stage: 3 } });
    await db.job.update({ where: { id: visits[3]!.id }, data: { stage: 2 } });
    const before = await visitsOf(first.seriesId);

    const visit1 = visits[1]!;
    const newStart = fromDublinLocal(`${dublinDate(visit1.scheduledAt!)}T11:00`)!;
    const response = await update("admin", {
      id: visit1.id,
      scope: "following",
      title: "Weekly clean and windows",
      scheduledAt: newStart.toISOString(),
      scheduledEndAt: new Date(newStart.getTime() + 90 * 60 * 1000).toISOString(),
    });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({ id: visit1.id, title: "Weekly clean and windows", updatedVisits: 4 });

    const after = await visitsOf(first.seriesId);
    // Untouched: the first visit (earlier), the completed one and the started one.
    for (const index of [0, 2, 3]) expect(after[index]).toEqual(before[index]);
    for (const visit of after.slice(4)) {
      expect(visit.title).toBe("Weekly clean and windows");
      expect(dublinClock(visit.scheduledAt!.toISOString()).slice(4)).toBe("11:00");
      expect(visit.scheduledEndAt!.getTime() - visit.scheduledAt!.getTime()).toBe(90 * 60 * 1000);
      expect(visit.stage).toBe(1);
    }
    expect(await seriesRow(first.seriesId)).toMatchObject({
      title: "Weekly clean and windows",
      startTime: "11:00",
      durationMinutes: 90,
    });

    // The visits made later follow the new template.
    await generateSeriesVisits(new Date(Date.now() + 3 * 7 * DAY_MS), { seriesId: first.seriesId });
    const generated = (await visitsOf(first.seriesId)).slice(8);
    expect(generated).toHaveLength(3);
    for (const visit of generated) {
      expect(visit.title).toBe("Weekly clean and windows");
      expect(dublinClock(visit.scheduledAt!.toISOString()).slice(4)).toBe("11:00");
    }
  });

  it('changes this visit only with scope "visit" (the default)', async () => {
    const first = await createSeries({
      scheduledAt: dublinIn(2, "10:00").toISOString(),
      repeat: { frequencyWeeks: 1, count: 3 },
    });
    const [, second, third] = await visitsOf(first.seriesId);
    const response = await update("admin", { id: second!.id, location: "1 New Road, Galway" });
    expect(await response.json()).toMatchObject({ location: "1 New Road, Galway", updatedVisits: 0 });
    expect((await db.job.findUniqueOrThrow({ where: { id: third!.id } })).location).toBe("3 Quay Street, Galway");
  });

  it("unassigns the later visits with the cleaner, making them New again", async () => {
    const first = await createSeries({
      scheduledAt: dublinIn(2, "10:00").toISOString(),
      userAssigneeId: cast.cleaner.id,
      repeat: { frequencyWeeks: 1, count: 3 },
    });
    const response = await update("admin", { id: first.id, userAssigneeId: null, scope: "following" });
    expect(await response.json()).toMatchObject({ userAssigneeId: null, updatedVisits: 2 });
    const visits = await visitsOf(first.seriesId);
    expect(visits.map((visit) => [visit.assigneeId, visit.stage])).toEqual([
      [null, 0],
      [null, 0],
      [null, 0],
    ]);
  });

  it.each(["client", "cleaner"] as const)('refuses scope "following" to a %s (403 naming scope)', async (member) => {
    const first = await createSeries({
      scheduledAt: dublinIn(2, "10:00").toISOString(),
      userAssigneeId: cast.cleaner.id,
      repeat: { frequencyWeeks: 1, count: 2 },
    });
    const before = await jobsSnapshot();
    const body = member === "client" ? { title: "Mine" } : { jobStage: 2 };
    const response = await update(member, { id: first.id, scope: "following", ...body });
    expect(response.status).toBe(403);
    expect(await fieldsOf(response)).toEqual(["scope"]);
    expect(await jobsSnapshot()).toEqual(before);
  });
});
