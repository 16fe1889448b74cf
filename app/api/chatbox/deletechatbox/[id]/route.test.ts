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
import { GET as getChat } from "@/app/api/chatbox/getchatboxbyjob/route";
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

async function chatAs(member: CastMember, job: string) {
  const response = await getChat(
    apiRequest(`/api/ChatBox/GetChatBoxbyJob?jobId=${job}`, { bearer: cast[member].bearer }),
  );
  expect(response.status).toBe(200);
  return (await response.json()).data;
}

describe("DELETE /api/ChatBox/DeleteChatBox/{id}", () => {
  // The message is the cleaner's: they may delete it, and so may staff (moderation).
  it.each(roleTable(401, 403, 404, 200, 404, 200, 200))("$label → $status", async ({ member, status }) => {
    const message = await createChatMessage({ job: { id: jobId }, sender: cast.cleaner, text: "Door code 4321" });
    if (status !== 200) return expectRefused(member, message.id, status);
    const response = await del(member, message.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    // The row stays, its text is wiped.
    const row = await db.chatMessage.findUniqueOrThrow({ where: { id: message.id } });
    expect(row).toMatchObject({ text: "", senderId: cast.cleaner.id, createdAt: message.createdAt });
    expect(row.deletedAt).toBeInstanceOf(Date);
  });

  it("leaves the message in its place for the others: text empty, deletedAt set", async () => {
    const job = await createJob({ client: cast.client, assignee: cast.cleaner });
    const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 9, minute));
    await createChatMessage({ job, sender: cast.client, text: "Before", createdAt: at(1) });
    const message = await createChatMessage({ job, sender: cast.cleaner, text: "Oops", createdAt: at(2) });
    await createChatMessage({ job, sender: cast.client, text: "After", createdAt: at(3) });
    expect((await del("cleaner", message.id)).status).toBe(200);
    for (const member of ["client", "cleaner", "admin"] as const) {
      const chat = await chatAs(member, job.id);
      expect(chat.map((m: { text: string }) => m.text)).toEqual(["Before", "", "After"]);
      expect(chat[1]).toEqual({
        id: message.id,
        jobId: job.id,
        sender: { id: cast.cleaner.id, name: `${cast.cleaner.firstName} ${cast.cleaner.lastName}`, role: "Cleaner" },
        text: "",
        createdAt: "2026-06-01T09:02:00.000Z",
        editedAt: null,
        deletedAt: expect.any(String),
      });
      expect(Date.parse(chat[1].deletedAt)).toBeGreaterThan(at(3).getTime());
      expect(chat[0].deletedAt).toBeNull();
    }
  });

  it("lets staff delete a client's message for moderation, wiping it for everyone", async () => {
    const message = await createChatMessage({ job: { id: jobId }, sender: cast.client, text: "My PPS number is …" });
    expect((await del("superAdmin", message.id)).status).toBe(200);
    const seen = (await chatAs("client", jobId)).find((m: { id: string }) => m.id === message.id);
    expect(seen).toMatchObject({ text: "", deletedAt: expect.any(String) });
  });

  it("lets a client delete their own message but not the office's", async () => {
    const own = await createChatMessage({ job: { id: jobId }, sender: cast.client });
    const office = await createChatMessage({ job: { id: jobId }, sender: cast.superAdmin });
    expect((await del("client", own.id)).status).toBe(200);
    await expectRefused("client", office.id, 403);
  });

  it("answers 409 for a message already deleted, by its sender or by staff", async () => {
    const message = await createChatMessage({ job: { id: jobId }, sender: cast.cleaner });
    expect((await del("cleaner", message.id)).status).toBe(200);
    await expectRefused("cleaner", message.id, 409);
    await expectRefused("admin", message.id, 409);
    // Someone who may not delete it at all still gets 403.
    await expectRefused("client", message.id, 403);
  });

  it("answers 404 for an unknown message and 400 naming a malformed id", async () => {
    await expectRefused("admin", randomUUID(), 404);
    await expectRefused("admin", "not-an-id", 400);
    expect(Object.keys((await (await del("admin", "not-an-id")).json()).error.fields)).toEqual(["params.id"]);
  });
});
