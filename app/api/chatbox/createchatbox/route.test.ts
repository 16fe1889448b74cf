import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { apiRequest } from "@/tests/helpers";
import { createCast, createJob, jobsSnapshot, roleTable, type Cast, type CastMember } from "@/tests/fixtures/jobs";
import { POST as createChat } from "./route";

let cast: Cast;
let jobId: string;

beforeAll(async () => {
  cast = await createCast();
  jobId = (await createJob({ client: cast.client, assignee: cast.cleaner, stage: 3 })).id;
});

function post(member: CastMember | null, body: unknown) {
  const bearer = member ? cast[member].bearer : undefined;
  return createChat(apiRequest("/api/ChatBox/CreateChatBox", { body, bearer }));
}

async function expectRefused(member: CastMember | null, body: unknown, status: number, fields: string[]) {
  const before = await jobsSnapshot();
  const response = await post(member, body);
  expect(response.status).toBe(status);
  expect(Object.keys((await response.json()).error.fields ?? {}).sort()).toEqual([...fields].sort());
  expect(await jobsSnapshot()).toEqual(before);
}

describe("POST /api/ChatBox/CreateChatBox", () => {
  it.each(roleTable(401, 200, 404, 200, 404, 200, 200))("$label → $status", async ({ member, status }) => {
    if (status !== 200) return expectRefused(member, { jobId, text: "Hello" }, status, []);
    const response = await post(member, { jobId, text: "Hello" });
    expect(response.status).toBe(200);
    expect((await response.json()).sender).toMatchObject({ id: cast[member!].id, role: cast[member!].role });
  });

  it("stores the trimmed text with the caller as sender, whatever the body says", async () => {
    const response = await post("client", { jobId, text: "  Can you also do the oven?  ", senderId: cast.admin.id });
    const message = await response.json();
    expect(message).toEqual({
      id: expect.any(String),
      jobId,
      sender: { id: cast.client.id, name: `${cast.client.firstName} ${cast.client.lastName}`, role: "Client" },
      text: "Can you also do the oven?",
      createdAt: expect.any(String),
      editedAt: null,
      deletedAt: null,
    });
    expect(await db.chatMessage.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({
      senderId: cast.client.id,
      text: "Can you also do the oven?",
    });
  });

  it("accepts 2000 characters and refuses more, or nothing, naming the text", async () => {
    expect((await post("admin", { jobId, text: "x".repeat(2000) })).status).toBe(200);
    await expectRefused("admin", { jobId, text: "x".repeat(2001) }, 400, ["text"]);
    await expectRefused("admin", { jobId, text: "   " }, 400, ["text"]);
    await expectRefused("admin", { jobId: "12" }, 400, ["jobId", "text"]);
  });

  it("answers 404 for an unknown job", async () => {
    await expectRefused("admin", { jobId: randomUUID(), text: "Hello" }, 404, []);
  });
});
