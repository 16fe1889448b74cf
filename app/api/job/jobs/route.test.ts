import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { apiRequest } from "@/tests/helpers";
import {
  createCast,
  createChatMessage,
  createCleaner,
  createClient,
  createJob,
  createSignedJob,
  type Cast,
  type CastMember,
} from "@/tests/fixtures/jobs";
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
  // Distinct creation times, a minute apart in the order above, for the createdAt sort.
  for (const [index, [key, job]] of Object.entries(jobs).entries()) {
    titles[job.id] = key;
    await db.job.update({ where: { id: job.id }, data: { createdAt: new Date(Date.UTC(2026, 0, 1, 9, index)) } });
  }
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
      clientContact: { email: client.email, phoneNumber: client.phoneNumber ?? null, address: client.address ?? null },
      userAssigneeId: cleaner.id,
      userAssigneeName: `${cleaner.firstName} ${cleaner.lastName}`,
      assignedTo: `${cleaner.firstName} ${cleaner.lastName}`,
      description: "Three bedrooms, two bathrooms.",
      location: "4 Patrick Street, Cork",
      service: "House Cleaning",
      jobImagePath: null,
      jobStage: 0,
      scheduledAt: "2026-06-03T09:00:00.000Z",
      scheduledEndAt: null,
      companyId: null,
      seriesId: null,
      seriesIndex: null,
      series: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      signature: null,
      photos: [],
      unreadCount: 0,
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
    [{ seriesId: "not-a-uuid" }, "seriesId"],
    [{ role: "Boss" }, "role"],
    [{ stage: 7 }, "stage"],
    [{ stages: [1, 4] }, "stages.1"],
    [{ stages: 1 }, "stages"],
    [{ service: "Window Cleaning" }, "service"],
    [{ clientId: "not-a-uuid" }, "clientId"],
    [{ assigneeId: "nobody" }, "assigneeId"],
    [{ assigneeId: null }, "assigneeId"],
    [{ from: "yesterday" }, "from"],
    [{ from: "2026-06-02T09:00:00" }, "from"],
    [{ from: "yesterday", to: "2026-06-02T09:00:00Z" }, "from"],
    [{ to: "2026-13-01" }, "to"],
    [{ from: "2026-06-03T09:00:00Z", to: "2026-06-02T09:00:00Z" }, "to"],
    [{ from: "2026-06-03T09:00:00Z", to: "2026-06-03T09:00:00Z" }, "to"],
    [{ sortBy: "location" }, "sortBy"],
    [{ sortDir: "up" }, "sortDir"],
  ])("answers 400 for %j naming %s", async (body, field) => {
    const response = await list("admin", body);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual([field]);
  });

  it("says what is wrong with a filter, in the caller's language", async () => {
    const service = await list("admin", { service: "Window Cleaning" });
    expect((await service.json()).error.fields).toEqual({ service: "Choose one of the services." });
    const backwards = { from: "2026-06-03T09:00:00Z", to: "2026-06-02T09:00:00Z" };
    expect((await (await list("admin", backwards)).json()).error.fields).toEqual({
      to: "The end must be after the start.",
    });
    const french = await listJobs(
      apiRequest("/api/job/jobs", { body: backwards, bearer: cast.admin.bearer, headers: { "accept-language": "fr" } }),
    );
    expect((await french.json()).error.fields).toEqual({ to: "La fin doit être après le début." });
  });
});

describe("POST /api/job/jobs filters", () => {
  it("filters by service", async () => {
    expect(await keysOf("admin", { service: "Carpet Cleaning" })).toEqual(["ownRequest"]);
    expect(await keysOf("admin", { service: "House Cleaning" })).toEqual([
      "ownAssigned",
      "otherClients",
      "otherClientsMine",
      "done",
    ]);
    expect(await keysOf("admin", { service: "Home Removal" })).toEqual([]);
    expect(await keysOf("cleaner", { service: "Carpet Cleaning" })).toEqual([]);
  });

  it("filters by client, never widening the caller's scope", async () => {
    const { client, otherClient } = cast;
    expect(await keysOf("admin", { clientId: otherClient.id })).toEqual(["otherClients", "otherClientsMine", "done"]);
    expect(await keysOf("cleaner", { clientId: otherClient.id })).toEqual(["otherClientsMine"]);
    expect(await keysOf("otherCleaner", { clientId: client.id })).toEqual([]);
    expect(await keysOf("client", { clientId: otherClient.id })).toEqual([]);
    expect(await keysOf("client", { clientId: client.id })).toEqual(["ownAssigned", "ownRequest"]);
  });

  it("filters by cleaner, never widening the caller's scope", async () => {
    const { cleaner, otherCleaner } = cast;
    expect(await keysOf("admin", { assigneeId: cleaner.id })).toEqual(["ownAssigned", "otherClientsMine"]);
    expect(await keysOf("otherClient", { assigneeId: otherCleaner.id })).toEqual(["otherClients", "done"]);
    expect(await keysOf("client", { assigneeId: otherCleaner.id })).toEqual([]);
    expect(await keysOf("cleaner", { assigneeId: otherCleaner.id })).toEqual([]);
  });

  it('lists unassigned jobs for assigneeId "none"', async () => {
    expect(await keysOf("admin", { assigneeId: "none" })).toEqual(["ownRequest"]);
    expect(await keysOf("client", { assigneeId: "none" })).toEqual(["ownRequest"]);
    expect(await keysOf("otherClient", { assigneeId: "none" })).toEqual([]);
    expect(await keysOf("cleaner", { assigneeId: "none" })).toEqual([]);
  });

  it("filters by a scheduled range, from included and to excluded", async () => {
    expect(await keysOf("admin", { from: "2026-06-02T09:00:00Z" })).toEqual(["ownAssigned", "otherClients"]);
    expect(await keysOf("admin", { to: "2026-06-02T09:00:00Z" })).toEqual(["otherClientsMine", "done"]);
    expect(await keysOf("admin", { from: "2026-06-01T09:00:00Z", to: "2026-06-03T09:00:00Z" })).toEqual([
      "otherClients",
      "otherClientsMine",
    ]);
    expect(await keysOf("admin", { from: "2026-06-01T09:00:00.001Z", to: "2026-06-03T09:00:00.001Z" })).toEqual([
      "ownAssigned",
      "otherClients",
    ]);
    // The zone is honoured: 10:00 in Dublin's summer time is 09:00 UTC.
    expect(await keysOf("admin", { from: "2026-06-03T10:00:00+01:00" })).toEqual(["ownAssigned"]);
    // A date alone: from its midnight (UTC), to the end of that day.
    expect(await keysOf("admin", { from: "2026-06-01", to: "2026-06-02" })).toEqual([
      "otherClients",
      "otherClientsMine",
    ]);
    expect(await keysOf("admin", { from: "2026-06-03", to: "2026-06-03" })).toEqual(["ownAssigned"]);
    expect(await keysOf("cleaner", { from: "2026-05-01T00:00:00Z" })).toEqual(["ownAssigned", "otherClientsMine"]);
    expect(await keysOf("otherCleaner", { from: "2026-06-01T00:00:00Z" })).toEqual(["otherClients"]);
  });

  it("filters by several stages, together with stage", async () => {
    expect(await keysOf("admin", { stages: [1, 3] })).toEqual(["otherClientsMine", "done"]);
    expect(await keysOf("admin", { stages: [0, 1, 2] })).toEqual([
      "ownAssigned",
      "otherClients",
      "otherClientsMine",
      "ownRequest",
    ]);
    expect(await keysOf("admin", { stages: [1, 3], stage: 3 })).toEqual(["done"]);
    expect(await keysOf("admin", { stages: [0], stage: 1 })).toEqual([]);
    expect(await keysOf("admin", { stages: [] })).toHaveLength(5);
    expect(await keysOf("otherCleaner", { stages: [1, 3] })).toEqual(["done"]);
  });

  it("combines the filters", async () => {
    const { cleaner, otherClient } = cast;
    const body = { service: "House Cleaning", assigneeId: cleaner.id, from: "2026-06-01T00:00:00Z", search: "hall" };
    expect(await keysOf("admin", body)).toEqual(["otherClientsMine"]);
    expect(await keysOf("admin", { ...body, clientId: otherClient.id, stage: 1 })).toEqual(["otherClientsMine"]);
    expect(await keysOf("admin", { ...body, stage: 0 })).toEqual([]);
  });
});

describe("POST /api/job/jobs order", () => {
  const byDefault = ["ownAssigned", "otherClients", "otherClientsMine", "done", "ownRequest"];

  it.each([
    [{ sortBy: "scheduledAt" }, byDefault],
    [{ sortBy: "scheduledAt", sortDir: "desc" }, byDefault],
    [{ sortDir: "asc" }, ["done", "otherClientsMine", "otherClients", "ownAssigned", "ownRequest"]],
    [{ sortBy: "createdAt" }, ["done", "otherClientsMine", "otherClients", "ownRequest", "ownAssigned"]],
    [
      { sortBy: "createdAt", sortDir: "asc" },
      ["ownAssigned", "ownRequest", "otherClients", "otherClientsMine", "done"],
    ],
    [{ sortBy: "title", sortDir: "asc" }, ["ownRequest", "done", "ownAssigned", "otherClients", "otherClientsMine"]],
    [{ sortBy: "title" }, ["otherClientsMine", "otherClients", "ownAssigned", "done", "ownRequest"]],
    // Equal stages keep the default order: newest scheduled first, unscheduled last.
    [{ sortBy: "stage", sortDir: "asc" }, ["ownAssigned", "otherClients", "ownRequest", "otherClientsMine", "done"]],
    [{ sortBy: "stage" }, ["done", "otherClientsMine", "ownAssigned", "otherClients", "ownRequest"]],
  ] as const)("sorts by %j", async (sort, expected) => {
    expect(await keysOf("admin", sort)).toEqual(expected);
  });

  it("pages through a sorted list, within the caller's scope", async () => {
    const response = await list("admin", { sortBy: "title", sortDir: "asc", pageNumber: 2, pageSize: 2 });
    const page = await response.json();
    expect(page.totalRecords).toBe(5);
    expect(page.data.map((job: { id: string }) => titles[job.id])).toEqual(["ownAssigned", "otherClients"]);
    expect(await keysOf("cleaner", { sortBy: "title", sortDir: "desc" })).toEqual(["otherClientsMine", "ownAssigned"]);
    expect(await keysOf("client", { sortBy: "scheduledAt", sortDir: "asc" })).toEqual(["ownAssigned", "ownRequest"]);
  });
});

describe("POST /api/job/jobs unread chat messages", () => {
  it("answers per job the caller's unread messages: the others', not deleted, after their MarkRead", async () => {
    const client = await createClient();
    const cleaner = await createCleaner();
    const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 9, minute));
    const busy = await createJob({ client, assignee: cleaner, title: "Busy", scheduledAt: at(3) });
    const read = await createJob({ client, assignee: cleaner, title: "Read", scheduledAt: at(2) });
    const quiet = await createJob({ client, assignee: cleaner, title: "Quiet", scheduledAt: at(1) });
    try {
      await createChatMessage({ job: busy, sender: cleaner, createdAt: at(1) });
      await createChatMessage({ job: busy, sender: cast.admin, createdAt: at(2) });
      await createChatMessage({ job: busy, sender: client, createdAt: at(3) });
      await createChatMessage({ job: busy, sender: cleaner, createdAt: at(4), deleted: true });
      await createChatMessage({ job: read, sender: cleaner, createdAt: at(1) });
      await createChatMessage({ job: read, sender: cleaner, createdAt: at(5) });
      await db.chatRead.create({ data: { userId: client.id, jobId: read.id, lastReadAt: at(2) } });

      const unreadOf = async (person: { bearer: string }) => {
        const response = await listJobs(apiRequest("/api/job/jobs", { body: {}, bearer: person.bearer }));
        const page = await response.json();
        return page.data.map((job: { title: string; unreadCount: number }) => [job.title, job.unreadCount]);
      };
      expect(await unreadOf(client)).toEqual([
        ["Busy", 2],
        ["Read", 1],
        ["Quiet", 0],
      ]);
      expect(await unreadOf(cleaner)).toEqual([
        ["Busy", 2],
        ["Read", 0],
        ["Quiet", 0],
      ]);
    } finally {
      await db.job.deleteMany({ where: { id: { in: [busy.id, read.id, quiet.id] } } });
    }
  });
});
