import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { sql } from "@/lib/server/sql/sql";
import { actorOf, createUser } from "@/tests/helpers";
import { ZListJobs } from "@/lib/validation/jobs";
import { MAX_AGE_MS } from "./job-counts";
import { endJobSeries } from "./job-series";
import { listJobs } from "./list-jobs";

// The job list keeps its counts while no job has changed (./job-counts.ts):
// every change a user can make must still show in the next page's total.

let office: SessionUser;
let clientId: string;

async function total(filter: Record<string, unknown> = {}, actor = office): Promise<number> {
  const page = await listJobs({ actor, filter: ZListJobs.parse({ pageNumber: 1, pageSize: 5, ...filter }) });
  return page.totalRecords;
}

// A job written by hand, its updatedAt as given (an instance whose clock is behind).
async function insertJob(updatedAt: Date, fields: { stage?: number; seriesId?: string; scheduledAt?: Date } = {}) {
  const id = randomUUID();
  await (
    await sql()
  ).execute(
    `INSERT INTO "Job" ("id", "title", "description", "location", "service", "stage", "scheduledAt", "seriesId",
       "clientId", "createdAt", "updatedAt")
     VALUES (?, 'Counted job', 'Regular clean', 'Dublin', 'House Cleaning', ?, ?, ?, ?, ?, ?)`,
    [id, fields.stage ?? 0, fields.scheduledAt ?? null, fields.seriesId ?? null, clientId, updatedAt, updatedAt],
  );
  return id;
}

beforeAll(async () => {
  office = actorOf(await createUser({ role: "Administrator" }));
  clientId = (await createUser({ role: "Client" })).id;
  for (let i = 0; i < 8; i += 1) await insertJob(new Date(), { stage: i % 2 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the job list's total", () => {
  it("counts a new job at once", async () => {
    const before = await total();
    await insertJob(new Date());
    expect(await total()).toBe(before + 1);
  });

  it("moves a job between the board's columns when its stage changes", async () => {
    const [newJobs, pending] = [await total({ stage: 0 }), await total({ stage: 1 })];
    const id = await insertJob(new Date(), { stage: 0 });
    expect(await total({ stage: 0 })).toBe(newJobs + 1);
    await db.job.update({ where: { id }, data: { stage: 1 } });
    expect([await total({ stage: 0 }), await total({ stage: 1 })]).toEqual([newJobs, pending + 1]);
  });

  it("keeps each caller's count apart", async () => {
    const client = actorOf(await db.user.findUniqueOrThrow({ where: { id: clientId } }));
    const other = actorOf(await createUser({ role: "Client" }));
    expect(await total({}, client)).toBeGreaterThan(0);
    expect(await total({}, other)).toBe(0);
    expect(await total({}, office)).toBeGreaterThanOrEqual(await total({}, client));
  });

  it("drops the visits deleted when a series ends", async () => {
    const series = await db.jobSeries.create({
      data: {
        frequencyWeeks: 1,
        title: "Weekly clean",
        description: "Regular clean",
        location: "Dublin",
        service: "House Cleaning",
        clientId,
        startDate: new Date(Date.UTC(2030, 0, 1)),
        startTime: "09:00",
      },
    });
    for (let week = 0; week < 3; week += 1) {
      await insertJob(new Date(Date.UTC(2020, 0, 1)), {
        seriesId: series.id,
        scheduledAt: new Date(Date.UTC(2030, 0, 1 + week * 7, 9)),
      });
    }
    // The visits were written with an old updatedAt: only the deletion can tell the count.
    await insertJob(new Date());
    const before = await total();
    const { deletedVisits } = await endJobSeries({
      input: { seriesId: series.id },
      now: new Date(Date.UTC(2029, 0, 1)),
    });
    expect(deletedVisits).toBe(3);
    expect(await total()).toBe(before - 3);
  });

  it("counts a job that moved no updatedAt once the kept count is MAX_AGE_MS old", async () => {
    const before = await total();
    await insertJob(new Date(Date.UTC(2020, 0, 1)));
    expect(await total()).toBe(before);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + MAX_AGE_MS);
    expect(await total()).toBe(before + 1);
  });

  it("never keeps a search by name: a renamed client is found at once", async () => {
    const name = `Renamed${randomUUID().slice(0, 8)}`;
    expect(await total({ search: name })).toBe(0);
    await db.user.update({ where: { id: clientId }, data: { lastName: name } });
    expect(await total({ search: name })).toBeGreaterThan(0);
  });
});
