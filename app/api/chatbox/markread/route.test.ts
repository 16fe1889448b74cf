import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { apiRequest } from "@/tests/helpers";
import { createCast, createJob, jobsSnapshot, roleTable, type Cast, type CastMember } from "@/tests/fixtures/jobs";
import { POST as markRead } from "./route";

let cast: Cast;
let jobId: string;

beforeAll(async () => {
  cast = await createCast();
  jobId = (await createJob({ client: cast.client, assignee: cast.cleaner })).id;
});

function post(member: CastMember | null, body: unknown) {
  const bearer = member ? cast[member].bearer : undefined;
  return markRead(apiRequest("/api/ChatBox/MarkRead", { body, bearer }));
}

async function expectRefused(member: CastMember | null, body: unknown, status: number, fields: string[]) {
  const before = await jobsSnapshot();
  const response = await post(member, body);
  expect(response.status).toBe(status);
  expect(Object.keys((await response.json()).error.fields ?? {}).sort()).toEqual([...fields].sort());
  expect(await jobsSnapshot()).toEqual(before);
}

const readMark = (member: CastMember, job: string) =>
  db.chatRead.findUnique({ where: { userId_jobId: { userId: cast[member].id, jobId: job } } });

describe("POST /api/ChatBox/MarkRead", () => {
  it.each(roleTable(401, 200, 404, 200, 404, 200, 200))("$label → $status", async ({ member, status }) => {
    if (status !== 200) return expectRefused(member, { jobId }, status, []);
    const before = Date.now();
    const response = await post(member, { jobId });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const mark = await readMark(member!, jobId);
    expect(mark?.lastReadAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(mark?.lastReadAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("moves the caller's mark forward on each call, one row per user and job", async () => {
    const job = await createJob({ client: cast.client, assignee: cast.cleaner });
    await db.chatRead.create({
      data: { userId: cast.client.id, jobId: job.id, lastReadAt: new Date("2026-01-01T00:00:00Z") },
    });
    expect((await post("client", { jobId: job.id })).status).toBe(200);
    expect((await readMark("client", job.id))!.lastReadAt.getTime()).toBeGreaterThan(Date.parse("2026-01-02"));
    expect(await db.chatRead.count({ where: { jobId: job.id } })).toBe(1);
    // The others' marks are theirs.
    expect(await readMark("cleaner", job.id)).toBeNull();
  });

  it("answers 404 for an unknown job and 400 naming a missing or malformed jobId", async () => {
    await expectRefused("admin", { jobId: randomUUID() }, 404, []);
    await expectRefused("admin", { jobId: "12" }, 400, ["jobId"]);
    await expectRefused("admin", {}, 400, ["jobId"]);
  });

  it("answers 404 to a cleaner taken off the job", async () => {
    const job = await createJob({ client: cast.client, assignee: cast.otherCleaner });
    await db.job.update({ where: { id: job.id }, data: { assigneeId: cast.cleaner.id } });
    await expectRefused("otherCleaner", { jobId: job.id }, 404, []);
  });
});
