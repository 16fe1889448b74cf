import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createJobRoute } from "@/app/api/job/createjob/route";
import { dublinDate, fromDublinLocal } from "@/lib/i18n/dublin-time";
import { db } from "@/lib/server/db";
import { generateSeriesVisits } from "@/lib/server/jobs/job-series";
import { apiRequest } from "@/tests/helpers";
import { createCast, createChatMessage, jobsSnapshot, type Cast, type CastMember } from "@/tests/fixtures/jobs";
import { POST as endSeries } from "./route";

let cast: Cast;

beforeAll(async () => {
  cast = await createCast();
});

const DAY_MS = 24 * 60 * 60 * 1000;

// A weekly series of `count` visits, the first two days from now at 10:00 in Dublin.
async function weeklySeries(count = 4) {
  const day = dublinDate(new Date(Date.now() + 2 * DAY_MS));
  const response = await createJobRoute(
    apiRequest("/api/job/createjob", {
      body: {
        title: "Weekly clean",
        location: "3 Quay Street, Galway",
        service: "House Cleaning",
        userClientId: cast.client.id,
        userAssigneeId: cast.cleaner.id,
        scheduledAt: fromDublinLocal(`${day}T10:00`)!.toISOString(),
        repeat: { frequencyWeeks: 1, count },
      },
      bearer: cast.admin.bearer,
    }),
  );
  expect(response.status).toBe(200);
  const { seriesId } = (await response.json()) as { seriesId: string };
  const visits = await db.job.findMany({ where: { seriesId }, orderBy: { seriesIndex: "asc" } });
  expect(visits).toHaveLength(count);
  return { seriesId, visits };
}

function end(member: CastMember | null, body: unknown) {
  const bearer = member ? cast[member].bearer : undefined;
  return endSeries(apiRequest("/api/job/endseries", { body, bearer }));
}

const remaining = async (seriesId: string) =>
  (await db.job.findMany({ where: { seriesId }, orderBy: { seriesIndex: "asc" } })).map((job) => job.seriesIndex);

describe("POST /api/job/endseries", () => {
  it.each([
    [null, 401],
    ["client", 403],
    ["cleaner", 403],
    ["otherClient", 403],
  ] as const)("%s → %i, and nothing changes", async (member, status) => {
    const { seriesId } = await weeklySeries(2);
    const before = await jobsSnapshot();
    const response = await end(member, { seriesId });
    expect(response.status).toBe(status);
    expect(await jobsSnapshot()).toEqual(before);
    expect((await db.jobSeries.findUniqueOrThrow({ where: { id: seriesId } })).endedAt).toBeNull();
  });

  it("ending after the second visit of 4 leaves 2, and the series makes nothing more", async () => {
    const { seriesId, visits } = await weeklySeries(4);
    const response = await end("admin", { seriesId, afterJobId: visits[1]!.id });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deletedVisits: 2, keptVisits: 0 });
    expect(await remaining(seriesId)).toEqual([0, 1]);
    expect((await db.jobSeries.findUniqueOrThrow({ where: { id: seriesId } })).endedAt).toBeInstanceOf(Date);
    expect(await generateSeriesVisits(new Date(Date.now() + 365 * DAY_MS), { seriesId })).toBe(0);
    expect(await remaining(seriesId)).toEqual([0, 1]);
  });

  it("keeps a later visit that has a chat message, and reports it as kept", async () => {
    const { seriesId, visits } = await weeklySeries(4);
    await createChatMessage({ job: visits[3]!, sender: cast.client, text: "Could you also do the oven?" });
    const response = await end("superAdmin", { seriesId, afterJobId: visits[1]!.id });
    expect(await response.json()).toEqual({ deletedVisits: 1, keptVisits: 1 });
    expect(await remaining(seriesId)).toEqual([0, 1, 3]);
  });

  it("keeps the visits that started or hold a sign-off, photo or invoice", async () => {
    const { seriesId, visits } = await weeklySeries(6);
    await db.job.update({ where: { id: visits[1]!.id }, data: { stage: 2 } });
    await db.jobSignature.create({
      data: {
        jobId: visits[2]!.id,
        signerName: "Signer",
        signatureImagePath: `/api/files/signature/${visits[2]!.id}/${randomUUID()}.png`,
        signedById: cast.cleaner.id,
      },
    });
    await db.invoice.create({
      data: {
        invoiceNumber: `INV-${randomUUID().slice(0, 8)}`,
        issueDate: new Date(),
        dueDate: new Date(),
        subTotalCents: 0,
        taxCents: 0,
        totalCents: 0,
        clientId: cast.client.id,
        jobId: visits[3]!.id,
      },
    });
    await db.jobPhoto.create({
      data: {
        jobId: visits[4]!.id,
        path: `/api/files/job/${visits[4]!.id}/${randomUUID()}.png`,
        uploadedById: cast.client.id,
      },
    });
    // No afterJobId: everything after now.
    const response = await end("admin", { seriesId });
    expect(await response.json()).toEqual({ deletedVisits: 2, keptVisits: 4 });
    expect(await remaining(seriesId)).toEqual([1, 2, 3, 4]);
  });

  it("ending again keeps the first endedAt", async () => {
    const { seriesId, visits } = await weeklySeries(3);
    await end("admin", { seriesId, afterJobId: visits[1]!.id });
    const { endedAt } = await db.jobSeries.findUniqueOrThrow({ where: { id: seriesId } });
    const response = await end("admin", { seriesId, afterJobId: visits[0]!.id });
    expect(await response.json()).toEqual({ deletedVisits: 1, keptVisits: 0 });
    expect((await db.jobSeries.findUniqueOrThrow({ where: { id: seriesId } })).endedAt).toEqual(endedAt);
  });

  it("answers 404 for an unknown series and 400 naming afterJobId for a visit of another series", async () => {
    const one = await weeklySeries(2);
    const other = await weeklySeries(2);
    expect((await end("admin", { seriesId: randomUUID() })).status).toBe(404);
    const before = await jobsSnapshot();
    const response = await end("admin", { seriesId: one.seriesId, afterJobId: other.visits[0]!.id });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual(["afterJobId"]);
    expect(await jobsSnapshot()).toEqual(before);
    expect((await db.jobSeries.findUniqueOrThrow({ where: { id: one.seriesId } })).endedAt).toBeNull();
    const invalid = await end("admin", { seriesId: "x" });
    expect(invalid.status).toBe(400);
    expect(Object.keys((await invalid.json()).error.fields)).toEqual(["seriesId"]);
  });
});
