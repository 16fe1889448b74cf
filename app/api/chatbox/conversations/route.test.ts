import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { apiRequest } from "@/tests/helpers";
import { createCast, createChatMessage, createJob, type Cast, type CastMember } from "@/tests/fixtures/jobs";
import { POST as conversations } from "./route";

let cast: Cast;
const names: Record<string, string> = {};
const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 9, minute));

beforeAll(async () => {
  cast = await createCast();
  const { client, otherClient, cleaner, otherCleaner, admin } = cast;
  const jobs = {
    ownAssigned: await createJob({ client, assignee: cleaner, title: "Kitchen deep clean", stage: 1 }),
    ownQuiet: await createJob({ client, assignee: cleaner, title: "No messages yet" }),
    ownRequest: await createJob({ client, title: "Carpet refresh" }),
    otherClients: await createJob({ client: otherClient, assignee: otherCleaner, title: "Office floors" }),
    otherClientsMine: await createJob({ client: otherClient, assignee: cleaner, title: "Stairs and hall" }),
  };
  for (const [key, job] of Object.entries(jobs)) names[job.id] = key;
  const { ownAssigned, ownRequest, otherClients, otherClientsMine } = jobs;
  await createChatMessage({ job: ownAssigned, sender: client, text: "Door code is 1234", createdAt: at(1) });
  await createChatMessage({ job: otherClients, sender: otherCleaner, text: "Finished", createdAt: at(2) });
  await createChatMessage({ job: ownRequest, sender: admin, text: "When suits you?", createdAt: at(3) });
  await createChatMessage({ job: otherClientsMine, sender: otherClient, text: "Mind the cat", createdAt: at(4) });
  await createChatMessage({ job: ownAssigned, sender: cleaner, text: "On my way", createdAt: at(5) });
  await createChatMessage({ job: otherClients, sender: otherClient, createdAt: at(6), deleted: true });
});

async function list(member: CastMember | null, body: unknown = {}) {
  const bearer = member ? cast[member].bearer : undefined;
  return conversations(apiRequest("/api/ChatBox/Conversations?timestamp=1", { body, bearer }));
}

async function keysOf(member: CastMember, body: unknown = {}) {
  const response = await list(member, body);
  expect(response.status).toBe(200);
  const page = await response.json();
  return page.data.map((conversation: { jobId: string }) => names[conversation.jobId]);
}

describe("POST /api/ChatBox/Conversations", () => {
  it("refuses anonymous callers with 401", async () => {
    expect((await list(null)).status).toBe(401);
  });

  it.each([
    ["client", ["ownAssigned", "ownRequest"]],
    ["otherClient", ["otherClients", "otherClientsMine"]],
    ["cleaner", ["ownAssigned", "otherClientsMine"]],
    ["otherCleaner", ["otherClients"]],
    ["admin", ["otherClients", "ownAssigned", "otherClientsMine", "ownRequest"]],
    ["superAdmin", ["otherClients", "ownAssigned", "otherClientsMine", "ownRequest"]],
  ] as const)(
    "%s gets the chats of the jobs they see that have a message, most recent first",
    async (member, expected) => {
      expect(await keysOf(member)).toEqual(expected);
    },
  );

  it("answers each job's title, stage, last message and the caller's unread count", async () => {
    const { cleaner, admin } = cast;
    const page = await (await list("client")).json();
    expect(page).toEqual({
      totalRecords: 2,
      data: [
        {
          jobId: expect.any(String),
          jobTitle: "Kitchen deep clean",
          jobStage: 1,
          lastMessage: {
            id: expect.any(String),
            text: "On my way",
            deletedAt: null,
            createdAt: "2026-06-01T09:05:00.000Z",
            sender: { id: cleaner.id, name: `${cleaner.firstName} ${cleaner.lastName}`, role: "Cleaner" },
          },
          // Their own "Door code" message is never unread.
          unreadCount: 1,
        },
        {
          jobId: expect.any(String),
          jobTitle: "Carpet refresh",
          jobStage: 0,
          lastMessage: {
            id: expect.any(String),
            text: "When suits you?",
            deletedAt: null,
            createdAt: "2026-06-01T09:03:00.000Z",
            sender: { id: admin.id, name: `${admin.firstName} ${admin.lastName}`, role: "Administrator" },
          },
          unreadCount: 1,
        },
      ],
    });
  });

  it("shows a deleted last message as deleted, and does not count it as unread", async () => {
    const page = await (await list("otherCleaner")).json();
    expect(page.data).toEqual([
      expect.objectContaining({
        jobTitle: "Office floors",
        lastMessage: expect.objectContaining({
          text: "",
          deletedAt: expect.any(String),
          createdAt: at(6).toISOString(),
        }),
        // Their own "Finished" is not unread; the deleted message is not either.
        unreadCount: 0,
      }),
    ]);
  });

  it("pages with the total count", async () => {
    const response = await list("admin", { pageNumber: 2, pageSize: 3 });
    const page = await response.json();
    expect(page.totalRecords).toBe(4);
    expect(page.data.map((conversation: { jobId: string }) => names[conversation.jobId])).toEqual(["ownRequest"]);
  });

  it("takes the message the chat shows last when two share the same instant", async () => {
    const job = await createJob({ client: cast.otherClient, title: "Same instant" });
    const same = new Date("2026-07-01T12:00:00Z");
    const one = await createChatMessage({ job, sender: cast.admin, text: "one", createdAt: same });
    const two = await createChatMessage({ job, sender: cast.admin, text: "two", createdAt: same });
    const last = one.id > two.id ? one : two;
    const page = await (await list("otherClient")).json();
    expect(page.totalRecords).toBe(3);
    expect(page.data[0]).toMatchObject({ jobId: job.id, lastMessage: { id: last.id }, unreadCount: 2 });
    await db.chatMessage.deleteMany({ where: { jobId: job.id } });
  });

  it("answers 400 naming a bad page", async () => {
    for (const [body, field] of [
      [{ pageSize: 101 }, "pageSize"],
      [{ pageSize: 0 }, "pageSize"],
      [{ pageNumber: 0 }, "pageNumber"],
      [{ pageNumber: "x" }, "pageNumber"],
      // Its offset is past what SQLite's statements take as an exact number (was a 500).
      [{ pageNumber: 1e14 }, "pageNumber"],
    ] as const) {
      const response = await list("admin", body);
      expect(response.status).toBe(400);
      expect(Object.keys((await response.json()).error.fields)).toEqual([field]);
    }
  });
});
