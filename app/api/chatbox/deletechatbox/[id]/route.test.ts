import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { apiRequest } from "@/tests/helpers";
import {
  createCast,
  createChatMessage,
  createJob,
  jobsSnapshot,
  roleTable,
  type Cast,
  type CastMember,
} from "@/tests/fixtures/jobs";
import { DELETE as deleteChat } from "./route";

let cast: Cast;
let jobId: string;

beforeAll(async () => {
  cast = await createCast();
  jobId = (await createJob({ client: cast.client, assignee: cast.cleaner })).id;
});

function del(member: CastMember | null, id: string) {
  const bearer = member ? cast[member].bearer : undefined;
  const req = apiRequest(`/api/ChatBox/DeleteChatBox/${id}`, { method: "DELETE", bearer });
  return deleteChat(req, { params: Promise.resolve({ id }) });
}

async function expectRefused(member: CastMember | null, id: string, status: number) {
  const before = await jobsSnapshot();
  expect((await del(member, id)).status).toBe(status);
  expect(await jobsSnapshot()).toEqual(before);
}

describe("DELETE /api/ChatBox/DeleteChatBox/{id}", () => {
  // The message is the cleaner's: they may delete it, and so may staff (moderation).
  it.each(roleTable(401, 403, 404, 200, 404, 200, 200))("$label → $status", async ({ member, status }) => {
    const message = await createChatMessage({ job: { id: jobId }, sender: cast.cleaner });
    if (status !== 200) return expectRefused(member, message.id, status);
    const response = await del(member, message.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await db.chatMessage.count({ where: { id: message.id } })).toBe(0);
  });

  it("lets a client delete their own message but not the office's", async () => {
    const own = await createChatMessage({ job: { id: jobId }, sender: cast.client });
    const office = await createChatMessage({ job: { id: jobId }, sender: cast.superAdmin });
    expect((await del("client", own.id)).status).toBe(200);
    await expectRefused("client", office.id, 403);
  });

  it("answers 404 for an unknown or already deleted message and 400 for a malformed id", async () => {
    const message = await createChatMessage({ job: { id: jobId }, sender: cast.admin });
    expect((await del("admin", message.id)).status).toBe(200);
    await expectRefused("admin", message.id, 404);
    await expectRefused("admin", randomUUID(), 404);
    await expectRefused("admin", "not-an-id", 400);
  });
});
