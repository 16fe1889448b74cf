import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { apiRequest } from "@/tests/helpers";
import {
  createCast,
  createClient,
  createCleaner,
  jobsSnapshot,
  roleTable,
  type Cast,
  type CastMember,
} from "@/tests/fixtures/jobs";
import { POST as createJob } from "./route";

let cast: Cast;

beforeAll(async () => {
  cast = await createCast();
});

const valid = (extra: Record<string, unknown> = {}) => ({
  title: "  Move-out clean  ",
  description: "Empty three-bed house.",
  location: "12 Main Street, Galway",
  service: "End of Tenancy Cleaning",
  scheduledAt: "2026-07-01T08:30:00Z",
  ...extra,
});

function create(member: CastMember | null, body: unknown) {
  const bearer = member ? cast[member].bearer : undefined;
  return createJob(apiRequest("/api/job/createjob", { body, bearer }));
}

// Refusals leave the database as it was.
async function expectRefused(member: CastMember, body: unknown, status: number, fields: string[]) {
  const before = await jobsSnapshot();
  const response = await create(member, body);
  expect(response.status).toBe(status);
  expect(Object.keys((await response.json()).error.fields ?? {}).sort()).toEqual([...fields].sort());
  expect(await jobsSnapshot()).toEqual(before);
}

describe("POST /api/job/createjob", () => {
  // The body names the job's client: "another client" is the Client calling for someone else.
  it.each(roleTable(401, 200, 403, 403, 403, 200, 200))("$label → $status", async ({ member, status }) => {
    const before = await db.job.count();
    const response = await create(member, valid({ userClientId: cast.client.id }));
    expect(response.status).toBe(status);
    expect(await db.job.count()).toBe(before + (status === 200 ? 1 : 0));
  });

  it("creates a job for a client, with a cleaner, in the client's company", async () => {
    const { client, cleaner, company } = cast;
    const response = await create("admin", valid({ userClientId: client.id, userAssigneeId: cleaner.id, jobStage: 1 }));
    expect(response.status).toBe(200);
    const job = await response.json();
    expect(job).toMatchObject({
      title: "Move-out clean",
      userClientId: client.id,
      userClientName: `${client.firstName} ${client.lastName}`,
      userAssigneeId: cleaner.id,
      assignedTo: `${cleaner.firstName} ${cleaner.lastName}`,
      service: "End of Tenancy Cleaning",
      jobStage: 1,
      scheduledAt: "2026-07-01T08:30:00.000Z",
      companyId: company.id,
      signature: null,
    });
    expect(await db.job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({
      clientId: client.id,
      assigneeId: cleaner.id,
      stage: 1,
      companyId: company.id,
    });
  });

  it("lets a Client request a job for themselves only, as New without a cleaner", async () => {
    const response = await create("client", valid({ userClientId: cast.client.id, jobImagePath: null }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      userClientId: cast.client.id,
      userAssigneeId: null,
      jobStage: 0,
      companyId: cast.company.id,
    });
    expect((await create("client", valid())).status).toBe(200);
  });

  it.each([
    [{ userClientId: "otherClient" }, ["userClientId"]],
    [{ userAssigneeId: "cleaner" }, ["userAssigneeId"]],
    [{ jobStage: 1 }, ["jobStage"]],
    [{ userAssigneeId: "cleaner", jobStage: 1 }, ["userAssigneeId", "jobStage"]],
  ] as const)("refuses a Client's request with %j (403 naming the fields)", async (extra, fields) => {
    const resolved = Object.fromEntries(
      Object.entries(extra).map(([key, value]) => [
        key,
        typeof value === "string" ? cast[value as CastMember].id : value,
      ]),
    );
    await expectRefused("client", valid(resolved), 403, [...fields]);
  });

  it("checks the people and company a job is linked to, naming every bad field", async () => {
    const inactive = await createClient({ status: "banned" });
    const inactiveCleaner = await createCleaner({ status: "pending" });
    await expectRefused("admin", valid(), 400, ["userClientId"]);
    await expectRefused("admin", valid({ userClientId: cast.cleaner.id }), 400, ["userClientId"]);
    await expectRefused("admin", valid({ userClientId: inactive.id }), 400, ["userClientId"]);
    await expectRefused("admin", valid({ userClientId: cast.client.id, userAssigneeId: cast.otherClient.id }), 400, [
      "userAssigneeId",
    ]);
    await expectRefused(
      "admin",
      valid({ userClientId: randomUUID(), userAssigneeId: inactiveCleaner.id, companyId: randomUUID() }),
      400,
      ["userClientId", "userAssigneeId", "companyId"],
    );
  });

  it.each([
    [{ jobStage: 1 }, "a Pending job without a cleaner"],
    [{ jobStage: 2, userAssigneeId: "cleaner" }, "an Incomplete job"],
    [{ jobStage: 3, userAssigneeId: "cleaner" }, "a Completed job (only a sign-off completes a job)"],
  ] as const)("refuses %j with 409 naming jobStage: %s", async (extra, _why) => {
    const assignee = "userAssigneeId" in extra ? { userAssigneeId: cast.cleaner.id } : {};
    await expectRefused("admin", valid({ userClientId: cast.client.id, ...extra, ...assignee }), 409, ["jobStage"]);
  });

  it("answers 400 naming every invalid field and writes nothing", async () => {
    await expectRefused(
      "admin",
      {
        title: " ",
        location: "",
        service: "Window Cleaning",
        scheduledAt: "someday",
        userClientId: "x",
        jobImagePath: "https://example.com/a.png",
        jobStage: 9,
      },
      400,
      ["title", "location", "service", "scheduledAt", "userClientId", "jobImagePath", "jobStage"],
    );
  });

  it.each([
    ["a year past 9999", "+010000-01-01T00:00:00Z"],
    ["a year before 0", "-000001-01-01T00:00:00Z"],
    ["a bare number", 8.64e15],
    ["true", true],
    ["a date without its zone", "June 3, 2026 10:00"],
    ["a local time without its zone", "2026-06-03T10:00:00"],
  ])("refuses %s as scheduledAt with 400 naming it, and writes nothing", async (_label, scheduledAt) => {
    await expectRefused("client", valid({ scheduledAt }), 400, ["scheduledAt"]);
  });

  it("accepts the dbPath of an uploaded picture", async () => {
    const jobImagePath = `/api/files/job/${randomUUID()}/${randomUUID()}.jpg`;
    const response = await create("admin", valid({ userClientId: cast.client.id, jobImagePath }));
    expect((await response.json()).jobImagePath).toBe(jobImagePath);
  });

  it("takes an end time after the start, also from a Client's request", async () => {
    const scheduledEndAt = "2026-07-01T11:00:00.000Z";
    const staff = await create("admin", valid({ userClientId: cast.client.id, scheduledEndAt }));
    expect(await staff.json()).toMatchObject({ scheduledAt: "2026-07-01T08:30:00.000Z", scheduledEndAt });
    const request = await create("client", valid({ scheduledEndAt }));
    expect(request.status).toBe(200);
    expect(await request.json()).toMatchObject({ scheduledEndAt, seriesId: null, seriesIndex: null, series: null });
  });

  it("refuses an end time not after the start (400 naming scheduledEndAt) or without a start", async () => {
    const client = { userClientId: cast.client.id };
    await expectRefused("admin", valid({ ...client, scheduledEndAt: "2026-07-01T08:00:00Z" }), 400, ["scheduledEndAt"]);
    await expectRefused("admin", valid({ ...client, scheduledEndAt: "2026-07-01T08:30:00Z" }), 400, ["scheduledEndAt"]);
    await expectRefused("admin", valid({ ...client, scheduledAt: null, scheduledEndAt: "2026-07-01T10:00:00Z" }), 400, [
      "scheduledAt",
    ]);
  });
});
