import { beforeEach, describe, expect, it } from "vitest";
import { POST as markRead } from "@/app/api/chatbox/markread/route";
import { DELETE as deleteChat } from "@/app/api/chatbox/deletechatbox/[id]/route";
import { db } from "@/lib/server/db";
import { apiRequest } from "@/tests/helpers";
import { createCast, createChatMessage, createJob, type Cast, type CastMember } from "@/tests/fixtures/jobs";
import { GET as unreadCount } from "./route";

// Every test starts from an empty chat with a fresh cast, so the totals are the test's own.
let cast: Cast;
beforeEach(async () => {
  await db.chatMessage.deleteMany();
  await db.chatRead.deleteMany();
  cast = await createCast();
});

const past = (minute: number) => new Date(Date.UTC(2026, 5, 1, 9, minute));
// Written after the MarkRead calls made so far (a mark is "now").
const justNow = (ms: number) => new Date(Date.now() + ms);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function totalOf(member: CastMember) {
  const response = await unreadCount(
    apiRequest("/api/ChatBox/UnreadCount?timestamp=1", { bearer: cast[member].bearer }),
  );
  expect(response.status).toBe(200);
  return (await response.json()).total;
}

async function totals(...members: CastMember[]) {
  return Object.fromEntries(await Promise.all(members.map(async (member) => [member, await totalOf(member)])));
}

async function read(member: CastMember, jobId: string) {
  const response = await markRead(
    apiRequest("/api/ChatBox/MarkRead", { body: { jobId }, bearer: cast[member].bearer }),
  );
  expect(response.status).toBe(200);
}

describe("GET /api/ChatBox/UnreadCount", () => {
  it("refuses anonymous callers with 401", async () => {
    expect((await unreadCount(apiRequest("/api/ChatBox/UnreadCount"))).status).toBe(401);
  });

  it("counts the others' messages over every job the caller sees, never their own", async () => {
    const job = await createJob({ client: cast.client, assignee: cast.cleaner });
    await createChatMessage({ job, sender: cast.client, createdAt: past(1) });
    await createChatMessage({ job, sender: cast.client, createdAt: past(2) });
    await createChatMessage({ job, sender: cast.cleaner, createdAt: past(3) });
    await createChatMessage({ job, sender: cast.admin, createdAt: past(4) });
    expect(await totals("client", "cleaner", "admin", "superAdmin", "otherClient", "otherCleaner")).toEqual({
      client: 2,
      cleaner: 3,
      admin: 3,
      superAdmin: 4,
      otherClient: 0,
      otherCleaner: 0,
    });
  });

  it("never counts a deleted message", async () => {
    const job = await createJob({ client: cast.client, assignee: cast.cleaner });
    await createChatMessage({ job, sender: cast.cleaner, createdAt: past(1), deleted: true });
    const message = await createChatMessage({ job, sender: cast.cleaner, createdAt: past(2) });
    expect(await totalOf("client")).toBe(1);
    const response = await deleteChat(
      apiRequest(`/api/ChatBox/DeleteChatBox/${message.id}`, { method: "DELETE", bearer: cast.cleaner.bearer }),
      { params: Promise.resolve({ id: message.id }) },
    );
    expect(response.status).toBe(200);
    expect(await totalOf("client")).toBe(0);
  });

  it("counts only what came after the caller's MarkRead of each job", async () => {
    const first = await createJob({ client: cast.client, assignee: cast.cleaner });
    const second = await createJob({ client: cast.client, assignee: cast.otherCleaner });
    await createChatMessage({ job: first, sender: cast.cleaner, createdAt: past(1) });
    await createChatMessage({ job: second, sender: cast.otherCleaner, createdAt: past(2) });
    await createChatMessage({ job: second, sender: cast.admin, createdAt: past(3) });
    expect(await totalOf("client")).toBe(3);

    await read("client", second.id);
    expect(await totals("client", "otherCleaner", "admin")).toEqual({ client: 1, otherCleaner: 1, admin: 2 });

    await createChatMessage({ job: second, sender: cast.admin, createdAt: justNow(5) });
    await createChatMessage({ job: second, sender: cast.client, createdAt: justNow(6) });
    expect(await totalOf("client")).toBe(2);

    await pause(20);
    await read("client", first.id);
    await read("client", second.id);
    expect(await totalOf("client")).toBe(0);
  });

  it("follows the job's visibility: a cleaner taken off a job no longer counts its chat", async () => {
    const job = await createJob({ client: cast.client, assignee: cast.otherCleaner });
    await createChatMessage({ job, sender: cast.client, createdAt: past(1) });
    expect(await totals("otherCleaner", "cleaner")).toEqual({ otherCleaner: 1, cleaner: 0 });
    await db.job.update({ where: { id: job.id }, data: { assigneeId: cast.cleaner.id } });
    expect(await totals("otherCleaner", "cleaner")).toEqual({ otherCleaner: 0, cleaner: 1 });
  });
});
