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
import { PUT as updateChat } from "./route";

let cast: Cast;
let jobId: string;

beforeAll(async () => {
  cast = await createCast();
  jobId = (await createJob({ client: cast.client, assignee: cast.cleaner })).id;
});

function put(member: CastMember | null, id: string, body: unknown) {
  const bearer = member ? cast[member].bearer : undefined;
  const req = apiRequest(`/api/ChatBox/UpdateChatBox/${id}`, { method: "PUT", body, bearer });
  return updateChat(req, { params: Promise.resolve({ id }) });
}

async function expectRefused(member: CastMember | null, id: string, body: unknown, status: number, fields: string[]) {
  const before = await jobsSnapshot();
  const response = await put(member, id, body);
  expect(response.status).toBe(status);
  expect(Object.keys((await response.json()).error.fields ?? {}).sort()).toEqual([...fields].sort());
  expect(await jobsSnapshot()).toEqual(before);
}

describe("PUT /api/ChatBox/UpdateChatBox/{id}", () => {
  // The message is the client's: only they may reword it; staff moderate by deleting.
  it.each(roleTable(401, 200, 404, 403, 404, 403, 403))("$label → $status", async ({ member, status }) => {
    const message = await createChatMessage({ job: { id: jobId }, sender: cast.client, text: "Hello" });
    if (status !== 200) return expectRefused(member, message.id, { text: "Changed" }, status, []);
    const response = await put(member, message.id, { text: "  Hello again " });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({
      id: message.id,
      text: "Hello again",
      sender: { id: cast.client.id },
      deletedAt: null,
    });
    expect(Date.parse(answer.editedAt)).toBeGreaterThanOrEqual(message.createdAt.getTime());
    expect(await db.chatMessage.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({
      text: "Hello again",
      editedAt: new Date(answer.editedAt),
    });
  });

  it("lets staff edit their own messages", async () => {
    const message = await createChatMessage({ job: { id: jobId }, sender: cast.admin });
    expect((await put("admin", message.id, { text: "Corrected" })).status).toBe(200);
  });

  it("hides a message from a cleaner who is no longer on the job, even their own", async () => {
    const job = await createJob({ client: cast.client, assignee: cast.otherCleaner });
    const message = await createChatMessage({ job, sender: cast.otherCleaner });
    await db.job.update({ where: { id: job.id }, data: { assigneeId: cast.cleaner.id } });
    await expectRefused("otherCleaner", message.id, { text: "Still here?" }, 404, []);
  });

  it("refuses to edit a deleted message with 409 naming text, even for its sender", async () => {
    const message = await createChatMessage({ job: { id: jobId }, sender: cast.client, deleted: true });
    await expectRefused("client", message.id, { text: "Back again" }, 409, ["text"]);
    const response = await put("client", message.id, { text: "Back again" });
    expect((await response.json()).error.fields).toEqual({ text: "This message has been deleted." });
    // Someone else's deleted message is still not theirs to edit.
    await expectRefused("admin", message.id, { text: "Back again" }, 403, []);
  });

  it("answers 404 for an unknown message and 400 naming bad input", async () => {
    await expectRefused("admin", randomUUID(), { text: "x" }, 404, []);
    await expectRefused("admin", "12", { text: "x" }, 400, ["params.id"]);
    const message = await createChatMessage({ job: { id: jobId }, sender: cast.client });
    await expectRefused("client", message.id, { text: "" }, 400, ["text"]);
    await expectRefused("client", message.id, { text: "y".repeat(2001) }, 400, ["text"]);
  });
});
