import { beforeAll, describe, expect, it } from "vitest";
import { apiRequest } from "@/tests/helpers";
import { createCast, createJob, createSignedJob, type Cast, type CastMember } from "@/tests/fixtures/jobs";
import { POST as listJobs } from "./route";

let cast: Cast;
const titles: Record<string, string> = {};

beforeAll(async () => {
  cast = await createCast();
  const { client, otherClient, cleaner, otherCleaner, admin } = cast;
  const jobs = {
    ownAssigned: await createJob({
      client,
      assignee: cleaner,
      title: "Kitchen deep clean",
      scheduledAt: new Date("2026-06-03T09:00:00Z"),
    }),
    ownRequest: await createJob({ client, title: "Carpet refresh", service: "Carpet Cleaning", scheduledAt: null }),
    otherClients: await createJob({
      client: otherClient,
      assignee: otherCleaner,
      title: "Office floors",
      scheduledAt: new Date("2026-06-02T09:00:00Z"),
    }),
    otherClientsMine: await createJob({
      client: otherClient,
      assignee: cleaner,
      stage: 1,
      title: "Stairs and hall",
      scheduledAt: new Date("2026-06-01T09:00:00Z"),
    }),
    done: await createSignedJob({
      client: otherClient,
      assignee: otherCleaner,
      signedBy: admin,
      title: "End of tenancy",
      scheduledAt: new Date("2026-05-01T09:00:00Z"),
    }),
  };
  for (const [key, job] of Object.entries(jobs)) titles[job.id] = key;
});

async function list(member: CastMember | null, body: unknown = {}) {
  const bearer = member ? cast[member].bearer : undefined;
  return listJobs(apiRequest("/api/job/jobs?timestamp=123", { body, bearer }));
}

async function keysOf(member: CastMember | null, body: unknown = {}) {
  const response = await list(member, body);
  expect(response.status).toBe(200);
  const page = await response.json();
  expect(page.totalRecords).toBe(page.data.length);
  return page.data.map((job: { id: string }) => titles[job.id]);
}

describe("POST /api/job/jobs", () => {
  it("refuses anonymous callers with 401", async () => {
    expect((await list(null)).status).toBe(401);
  });

  it.each([
    ["client", ["ownAssigned", "ownRequest"]],
    ["otherClient", ["otherClients", "otherClientsMine", "done"]],
    ["cleaner", ["ownAssigned", "otherClientsMine"]],
    ["otherCleaner", ["otherClients", "done"]],
    ["admin", ["ownAssigned", "otherClients", "otherClientsMine", "done", "ownRequest"]],
    ["superAdmin", ["ownAssigned", "otherClients", "otherClientsMine", "done", "ownRequest"]],
  ] as const)("%s sees only their jobs, newest scheduled first, unscheduled last", async (member, expected) => {
    expect(await keysOf(member)).toEqual(expected);
  });

  it("never widens a caller's scope through role and userId", async () => {
    const { client, otherClient, cleaner, otherCleaner } = cast;
    expect(await keysOf("client", { role: "Client", userId: otherClient.id })).toEqual([]);
    expect(await keysOf("client", { role: "Cleaner", userId: cleaner.id })).toEqual(["ownAssigned"]);
    expect(await keysOf("cleaner", { role: "Cleaner", userId: otherCleaner.id })).toEqual([]);
    expect(await keysOf("client", { role: "Client", userId: client.id })).toEqual(["ownAssigned", "ownRequest"]);
  });

  it("lets staff narrow to one user's jobs by role and id", async () => {
    const { otherClient, cleaner } = cast;
    expect(await keysOf("admin", { role: "Client", userId: otherClient.id })).toEqual([
      "otherClients",
      "otherClientsMine",
      "done",
    ]);
    expect(await keysOf("admin", { role: "Cleaner", userId: cleaner.id })).toEqual(["ownAssigned", "otherClientsMine"]);
    expect(await keysOf("admin", { role: "Client", userId: cleaner.id })).toEqual([]);
    expect(await keysOf("admin", { userId: cleaner.id })).toEqual(["ownAssigned", "otherClientsMine"]);
  });

  it("filters by stage and by a case-insensitive search", async () => {
    expect(await keysOf("admin", { stage: 1 })).toEqual(["otherClientsMine"]);
    expect(await keysOf("admin", { stage: 3 })).toEqual(["done"]);
    expect(await keysOf("admin", { search: "KITCHEN" })).toEqual(["ownAssigned"]);
    expect(await keysOf("admin", { search: "carpet" })).toEqual(["ownRequest"]);
    expect(await keysOf("admin", { search: cast.otherCleaner.lastName })).toEqual(["otherClients", "done"]);
    expect(await keysOf("cleaner", { search: "office" })).toEqual([]);
  });

  it("pages with the total count", async () => {
    const response = await list("admin", { pageNumber: 2, pageSize: 2 });
    const page = await response.json();
    expect(page.totalRecords).toBe(5);
    expect(page.data.map((job: { id: string }) => titles[job.id])).toEqual(["otherClientsMine", "done"]);
  });

  it("answers jobs in the API shape", async () => {
    const page = await (await list("client")).json();
    const { client, cleaner } = cast;
    expect(page.data[0]).toEqual({
      id: expect.any(String),
      title: "Kitchen deep clean",
      userClientId: client.id,
      userClientName: `${client.firstName} ${client.lastName}`,
      userAssigneeId: cleaner.id,
      userAssigneeName: `${cleaner.firstName} ${cleaner.lastName}`,
      assignedTo: `${cleaner.firstName} ${cleaner.lastName}`,
      description: "Three bedrooms, two bathrooms.",
      location: "4 Patrick Street, Cork",
      service: "House Cleaning",
      jobImagePath: null,
      jobStage: 0,
      scheduledAt: "2026-06-03T09:00:00.000Z",
      companyId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      signature: null,
    });
    expect(page.data[1]).toMatchObject({ userAssigneeId: null, assignedTo: null, scheduledAt: null });
    const done = await (await list("admin", { stage: 3 })).json();
    expect(done.data[0].signature).toEqual({
      signerName: "Signer",
      signedAt: expect.any(String),
      signatureImagePath: expect.stringMatching(/^\/api\/files\/signature\//),
      notes: null,
    });
  });

  it.each([
    [{ pageSize: 500 }, "pageSize"],
    [{ pageNumber: 0 }, "pageNumber"],
    [{ userId: "not-a-uuid" }, "userId"],
    [{ role: "Boss" }, "role"],
    [{ stage: 7 }, "stage"],
  ])("answers 400 for %j naming %s", async (body, field) => {
    const response = await list("admin", body);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual([field]);
  });
});
