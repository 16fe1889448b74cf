import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/server/db";
import { resolveUpload, segmentsOfDbPath, uploadRoot } from "@/lib/server/uploads/store";
import { apiRequest } from "@/tests/helpers";
import { expectConsoleError } from "@/tests/setup";
import {
  createCast,
  createJob,
  jobsSnapshot,
  PNG_BYTES,
  PNG_DATA_URL,
  removeSignatureFiles,
  roleTable,
  type Cast,
  type CastMember,
} from "@/tests/fixtures/jobs";
import { POST as createJobSigned } from "./route";

let cast: Cast;
const jobIds: string[] = [];

beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => removeSignatureFiles(jobIds));

async function jobIn(stage: number) {
  const job = await createJob({ client: cast.client, assignee: cast.cleaner, stage });
  jobIds.push(job.id);
  return job;
}

const body = (jobId: string, extra: Record<string, unknown> = {}) => ({
  jobId,
  signerName: "Aoife Byrne",
  signatureImage: PNG_DATA_URL,
  notes: "All rooms done.",
  ...extra,
});

function sign(member: CastMember | null, payload: unknown) {
  const bearer = member ? cast[member].bearer : undefined;
  return createJobSigned(apiRequest("/api/JobSigned/CreateJobSigned", { body: payload, bearer }));
}

const storedFiles = (jobId: string) => {
  const dir = path.join(uploadRoot(), "signature", jobId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

async function expectRefused(member: CastMember, payload: { jobId: string }, status: number, fields: string[]) {
  const before = await jobsSnapshot();
  const response = await sign(member, payload);
  expect(response.status).toBe(status);
  expect(Object.keys((await response.json()).error.fields ?? {}).sort()).toEqual([...fields].sort());
  expect(await jobsSnapshot()).toEqual(before);
  expect(storedFiles(payload.jobId)).toEqual([]);
}

describe("POST /api/JobSigned/CreateJobSigned", () => {
  it.each(roleTable(401, 200, 404, 200, 404, 200, 200))("$label → $status", async ({ member, status }) => {
    const job = await jobIn(1);
    const response = await sign(member, body(job.id));
    expect(response.status).toBe(status);
    const stored = await db.job.findUniqueOrThrow({ where: { id: job.id }, include: { signature: true } });
    expect(stored.stage).toBe(status === 200 ? 3 : 1);
    expect(stored.signature?.signedById ?? null).toBe(status === 200 ? cast[member!].id : null);
  });

  it("completes the job, stores the drawing and answers the completed job", async () => {
    const job = await jobIn(2);
    const response = await sign("cleaner", body(job.id));
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({
      id: job.id,
      jobStage: 3,
      signature: {
        signerName: "Aoife Byrne",
        notes: "All rooms done.",
        signedAt: expect.any(String),
        signatureImagePath: expect.stringMatching(new RegExp(`^/api/files/signature/${job.id}/[0-9a-f-]{36}\\.png$`)),
      },
    });
    const file = resolveUpload(segmentsOfDbPath(answer.signature.signatureImagePath));
    expect(fs.readFileSync(file!.absolutePath)).toEqual(Buffer.from(PNG_BYTES));
  });

  it("accepts a JPEG drawing", async () => {
    const job = await jobIn(1);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]).toString("base64");
    const response = await sign("client", body(job.id, { signatureImage: `data:image/jpeg;base64,${jpeg}` }));
    expect((await response.json()).signature.signatureImagePath).toMatch(/\.jpg$/);
  });

  it("signs a job off once only (409)", async () => {
    const job = await jobIn(1);
    expect((await sign("client", body(job.id))).status).toBe(200);
    const files = storedFiles(job.id);
    const before = await jobsSnapshot();
    const again = await sign("admin", body(job.id, { signerName: "Someone else" }));
    expect(again.status).toBe(409);
    expect(await jobsSnapshot()).toEqual(before);
    expect(storedFiles(job.id)).toEqual(files);
  });

  it("signs off only Pending or Incomplete jobs (409)", async () => {
    await expectRefused("admin", body((await jobIn(0)).id), 409, ["jobId"]);
  });

  it.each([
    ["text dressed as a PNG", `data:image/png;base64,${Buffer.from("just some text").toString("base64")}`],
    ["a text data URL", `data:text/plain;base64,${Buffer.from("hello").toString("base64")}`],
    ["a GIF", `data:image/gif;base64,${Buffer.from("GIF89a\x01\x00\x01\x00").toString("base64")}`],
    ["a GIF declared as PNG", `data:image/png;base64,${Buffer.from("GIF89a\x01\x00\x01\x00").toString("base64")}`],
  ])("refuses %s with 415 and stores nothing", async (_what, signatureImage) => {
    await expectRefused("cleaner", body((await jobIn(1)).id, { signatureImage }), 415, ["signatureImage"]);
  });

  it("answers 400 naming the fields for input that is not a sign-off", async () => {
    const job = await jobIn(1);
    await expectRefused("admin", body(job.id, { signatureImage: "a signature" }), 400, ["signatureImage"]);
    await expectRefused("admin", body(job.id, { signatureImage: "data:image/png;base64," }), 400, ["signatureImage"]);
    await expectRefused("admin", body(job.id, { signerName: " ", notes: 42 }), 400, ["signerName", "notes"]);
    await expectRefused("admin", { jobId: "nope" }, 400, ["jobId", "signerName", "signatureImage"]);
  });

  it("answers 404 for an unknown job", async () => {
    await expectRefused("admin", body(randomUUID()), 404, []);
  });

  it("refuses a body over 1 MiB with 413", async () => {
    const job = await jobIn(1);
    const big = Buffer.concat([Buffer.from(PNG_BYTES), Buffer.alloc(1024 * 1024)]).toString("base64");
    await expectRefused("admin", body(job.id, { signatureImage: `data:image/png;base64,${big}` }), 413, []);
  });

  it("removes the stored drawing when the database write fails", async () => {
    const job = await jobIn(1);
    const spy = vi.spyOn(db, "$transaction").mockRejectedValueOnce(new Error("disk full"));
    const response = await sign("admin", body(job.id));
    spy.mockRestore();
    expect(response.status).toBe(500);
    expectConsoleError();
    expect(storedFiles(job.id)).toEqual([]);
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).stage).toBe(1);
  });
});
