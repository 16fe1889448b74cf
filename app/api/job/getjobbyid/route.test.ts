import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { apiRequest } from "@/tests/helpers";
import {
  createCast,
  createChatMessage,
  createJob,
  createSignedJob,
  roleTable,
  type Cast,
  type CastMember,
} from "@/tests/fixtures/jobs";
import { GET as getJob } from "./route";

let cast: Cast;
let jobId: string;

beforeAll(async () => {
  cast = await createCast();
  jobId = (await createJob({ client: cast.client, assignee: cast.cleaner, title: "Windows" })).id;
});

function get(member: CastMember | null, id: string) {
  const bearer = member ? cast[member].bearer : undefined;
  return getJob(apiRequest(`/api/Job/GetJobbyId?id=${encodeURIComponent(id)}&timestamp=1700000000`, { bearer }));
}

describe("GET /api/Job/GetJobbyId", () => {
  it.each(roleTable(401, 200, 404, 200, 404, 200, 200))("$label → $status", async ({ member, status }) => {
    const response = await get(member, jobId);
    expect(response.status).toBe(status);
    if (status === 200) expect(await response.json()).toMatchObject({ id: jobId, title: "Windows" });
  });

  it("answers a completed job with its sign-off", async () => {
    const job = await createSignedJob({ client: cast.client, assignee: cast.cleaner, signedBy: cast.cleaner });
    const body = await (await get("client", job.id)).json();
    expect(body).toMatchObject({ jobStage: 3, signature: { signerName: "Signer", notes: null } });
  });

  it("answers the caller's unread chat messages on the job", async () => {
    const job = await createJob({ client: cast.client, assignee: cast.cleaner });
    await createChatMessage({ job, sender: cast.cleaner });
    await createChatMessage({ job, sender: cast.admin });
    await createChatMessage({ job, sender: cast.admin, deleted: true });
    expect((await (await get("client", job.id)).json()).unreadCount).toBe(2);
    expect((await (await get("cleaner", job.id)).json()).unreadCount).toBe(1);
    expect((await (await get("superAdmin", job.id)).json()).unreadCount).toBe(2);
  });

  it("answers 404 for an unknown id and 400 naming the id when malformed", async () => {
    expect((await get("admin", randomUUID())).status).toBe(404);
    const response = await get("admin", "42");
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual(["query.id"]);
  });
});
