import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { apiRequest } from "@/tests/helpers";
import { createCast, createJob, roleTable, type Cast, type CastMember } from "@/tests/fixtures/jobs";
import { GET as getChat } from "./route";

let cast: Cast;
let jobId: string;

beforeAll(async () => {
  cast = await createCast();
  jobId = (await createJob({ client: cast.client, assignee: cast.cleaner })).id;
  const otherJob = await createJob({ client: cast.otherClient, assignee: cast.otherCleaner });
  const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 9, minute));
  await db.chatMessage.createMany({
    data: [
      { jobId, senderId: cast.cleaner.id, text: "On my way", createdAt: at(2) },
      { jobId, senderId: cast.client.id, text: "Door code is 1234", createdAt: at(1) },
      { jobId, senderId: cast.admin.id, text: "Thanks both", createdAt: at(3), editedAt: at(4) },
      { jobId: otherJob.id, senderId: cast.otherClient.id, text: "Elsewhere", createdAt: at(0) },
    ],
  });
});

function get(member: CastMember | null, query: string) {
  const bearer = member ? cast[member].bearer : undefined;
  return getChat(apiRequest(`/api/ChatBox/GetChatBoxbyJob?${query}&timestamp=1`, { bearer }));
}

describe("GET /api/ChatBox/GetChatBoxbyJob", () => {
  it.each(roleTable(401, 200, 404, 200, 404, 200, 200))("$label → $status", async ({ member, status }) => {
    const response = await get(member, `jobId=${jobId}`);
    expect(response.status).toBe(status);
    if (status === 200) expect((await response.json()).totalRecords).toBe(3);
  });

  it("answers the job's messages oldest first, with their senders", async () => {
    const page = await (await get("cleaner", `jobId=${jobId}`)).json();
    expect(page.data.map((m: { text: string }) => m.text)).toEqual(["Door code is 1234", "On my way", "Thanks both"]);
    expect(page.data[0]).toEqual({
      id: expect.any(String),
      jobId,
      sender: { id: cast.client.id, name: `${cast.client.firstName} ${cast.client.lastName}`, role: "Client" },
      text: "Door code is 1234",
      createdAt: "2026-06-01T09:01:00.000Z",
      editedAt: null,
      deletedAt: null,
    });
    expect(page.data[2].editedAt).toBe("2026-06-01T09:04:00.000Z");
  });

  // Authors' names are shown wherever their work is; the Super
  // Administrator's account itself stays hidden (docs/api/users.md).
  it("shows a client the name and role of a Super Administrator who wrote in their job's chat, nothing more", async () => {
    const job = await createJob({ client: cast.client, assignee: cast.cleaner });
    await db.chatMessage.create({ data: { jobId: job.id, senderId: cast.superAdmin.id, text: "Booked for Friday" } });
    const page = await (await get("client", `jobId=${job.id}`)).json();
    expect(page.data[0].sender).toEqual({
      id: cast.superAdmin.id,
      name: `${cast.superAdmin.firstName} ${cast.superAdmin.lastName}`,
      role: "SuperAdministrator",
    });
  });

  it("lists a deleted message in its place, with its text wiped and deletedAt set", async () => {
    const job = await createJob({ client: cast.client, assignee: cast.cleaner });
    const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 10, minute));
    const deletedAt = new Date("2026-06-01T10:05:00Z");
    await db.chatMessage.createMany({
      data: [
        { jobId: job.id, senderId: cast.client.id, text: "First", createdAt: at(1) },
        { jobId: job.id, senderId: cast.cleaner.id, text: "", createdAt: at(2), deletedAt },
        { jobId: job.id, senderId: cast.client.id, text: "Third", createdAt: at(3) },
      ],
    });
    const page = await (await get("client", `jobId=${job.id}`)).json();
    expect(page.totalRecords).toBe(3);
    expect(page.data.map((m: { text: string; deletedAt: string | null }) => [m.text, m.deletedAt])).toEqual([
      ["First", null],
      ["", "2026-06-01T10:05:00.000Z"],
      ["Third", null],
    ]);
  });

  it("pages the chat", async () => {
    const page = await (await get("admin", `jobId=${jobId}&pageNumber=2&pageSize=2`)).json();
    expect(page).toMatchObject({ totalRecords: 3, data: [{ text: "Thanks both" }] });
  });

  it("answers 404 for an unknown job and 400 naming a malformed jobId", async () => {
    expect((await get("admin", `jobId=${randomUUID()}`)).status).toBe(404);
    const response = await get("admin", "jobId=12");
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual(["query.jobId"]);
  });
});
