import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as readFile } from "@/app/api/files/[kind]/[owner]/[name]/route";
import { GET as getJob } from "@/app/api/job/getjobbyid/route";
import { POST as listJobs } from "@/app/api/job/jobs/route";
import { db } from "@/lib/server/db";
import { MAX_JOB_PHOTOS } from "@/lib/validation/jobs";
import { apiRequest } from "@/tests/helpers";
import {
  createCast,
  createJob,
  createJobPhoto,
  jobPhotoFiles,
  jobsSnapshot,
  removeJobPhotoFiles,
  roleTable,
  type Cast,
  type CastMember,
} from "@/tests/fixtures/jobs";
import { PDF, PNG, TEXT_AS_PNG, fileContext, isStored, multipartRequest } from "@/tests/fixtures/users";
import { expectConsoleError } from "@/tests/setup";
import { POST as uploadPhoto } from "./route";

let cast: Cast;
const jobIds: string[] = [];

beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => removeJobPhotoFiles(jobIds));

async function newJob() {
  const job = await createJob({ client: cast.client, assignee: cast.cleaner });
  jobIds.push(job.id);
  return job;
}

function upload(
  member: CastMember | null,
  fields: Record<string, string>,
  data: Uint8Array | null = PNG,
  headers: Record<string, string> = {},
) {
  const bearer = member ? cast[member].bearer : undefined;
  const req = multipartRequest("/api/job/uploadPhoto", { bearer, file: data ? { data } : undefined, fields });
  for (const [name, value] of Object.entries(headers)) req.headers.set(name, value);
  return uploadPhoto(req);
}

const nameOf = (member: CastMember) => `${cast[member].firstName} ${cast[member].lastName}`;

async function expectRefused(response: Promise<Response>, status: number, jobId: string) {
  const before = await jobsSnapshot();
  const files = jobPhotoFiles(jobId);
  const answer = await response;
  expect(answer.status).toBe(status);
  expect(await jobsSnapshot()).toEqual(before);
  expect(jobPhotoFiles(jobId)).toEqual(files);
  return answer;
}

describe("POST /api/job/uploadphoto", () => {
  it.each(roleTable(401, 200, 404, 200, 404, 200, 200))("$label → $status", async ({ member, status }) => {
    const job = await newJob();
    if (status !== 200) {
      await expectRefused(upload(member, { jobId: job.id }), status, job.id);
      return;
    }
    const response = await upload(member, { jobId: job.id });
    expect(response.status).toBe(200);
    const photo = await response.json();
    expect(photo).toEqual({
      id: expect.any(String),
      path: expect.stringMatching(new RegExp(`^/api/files/job/${job.id}/[0-9a-f-]{36}\\.png$`)),
      createdAt: expect.any(String),
      uploadedBy: { id: cast[member!].id, name: nameOf(member!) },
    });
    expect(await db.jobPhoto.findUniqueOrThrow({ where: { id: photo.id } })).toMatchObject({
      jobId: job.id,
      path: photo.path,
      uploadedById: cast[member!].id,
    });
    expect(isStored(photo.path)).toBe(true);
  });

  it("stores the bytes so the job's parties can read them back", async () => {
    const job = await newJob();
    const { path } = await (await upload("cleaner", { jobId: job.id })).json();
    for (const member of ["client", "cleaner", "admin"] as const) {
      const file = await readFile(apiRequest(path, { bearer: cast[member].bearer }), fileContext(path));
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/png");
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
    }
    const stranger = await readFile(apiRequest(path, { bearer: cast.otherClient.bearer }), fileContext(path));
    expect(stranger.status).not.toBe(200);
  });

  it.each([
    ["a text file named .png", TEXT_AS_PNG],
    ["a PDF", PDF],
  ])("refuses %s (415 naming file) and keeps nothing", async (_name, data) => {
    const job = await newJob();
    const response = await expectRefused(upload("admin", { jobId: job.id }, data), 415, job.id);
    expect((await response.json()).error.fields).toHaveProperty("file");
    expect(jobPhotoFiles(job.id)).toEqual([]);
  });

  it("accepts JPEG, GIF and WEBP photos, typed by their bytes", async () => {
    const job = await newJob();
    const bytes = {
      jpg: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
      gif: new TextEncoder().encode("GIF89a\x01\x00\x01\x00"),
      webp: new TextEncoder().encode("RIFF\x10\x00\x00\x00WEBPVP8 "),
    };
    for (const [ext, data] of Object.entries(bytes)) {
      const response = await upload("client", { jobId: job.id }, data);
      expect(response.status).toBe(200);
      expect((await response.json()).path).toMatch(new RegExp(`\\.${ext}$`));
    }
  });

  it("refuses a request without a file or jobId (400 naming the field), an unknown job (404) and JSON (415)", async () => {
    const job = await newJob();
    const noFile = await expectRefused(upload("admin", { jobId: job.id }, null), 400, job.id);
    expect((await noFile.json()).error.fields).toHaveProperty("file");
    const noJob = await expectRefused(upload("admin", {}), 400, job.id);
    expect((await noJob.json()).error.fields).toHaveProperty("jobId");
    expect((await upload("admin", { jobId: "42" })).status).toBe(400);
    const unknown = randomUUID();
    await expectRefused(upload("admin", { jobId: unknown }), 404, unknown);
    const json = await uploadPhoto(
      apiRequest("/api/job/uploadPhoto", { body: { jobId: job.id }, bearer: cast.admin.bearer }),
    );
    expect(json.status).toBe(415);
  });

  it(`takes at most ${MAX_JOB_PHOTOS} photos per job: the next is refused (409 naming file)`, async () => {
    const job = await newJob();
    for (let i = 0; i < MAX_JOB_PHOTOS - 1; i++) await createJobPhoto({ job, uploadedBy: cast.admin });
    expect((await upload("client", { jobId: job.id })).status).toBe(200);
    expect(await db.jobPhoto.count({ where: { jobId: job.id } })).toBe(MAX_JOB_PHOTOS);

    const refused = await expectRefused(upload("cleaner", { jobId: job.id }), 409, job.id);
    expect((await refused.json()).error).toMatchObject({
      code: "CONFLICT",
      fields: { file: `A job may have at most ${MAX_JOB_PHOTOS} photos.` },
    });
    const french = await upload("cleaner", { jobId: job.id }, PNG, { "accept-language": "fr" });
    expect((await french.json()).error.fields.file).toBe(
      `Une intervention peut avoir au plus ${MAX_JOB_PHOTOS} photos.`,
    );
    expect(jobPhotoFiles(job.id)).toHaveLength(MAX_JOB_PHOTOS);
  });

  it("lets only one of two simultaneous uploads take the last place", async () => {
    const job = await newJob();
    for (let i = 0; i < MAX_JOB_PHOTOS - 1; i++) await createJobPhoto({ job, uploadedBy: cast.admin });
    const answers = await Promise.all([upload("client", { jobId: job.id }), upload("cleaner", { jobId: job.id })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await db.jobPhoto.count({ where: { jobId: job.id } })).toBe(MAX_JOB_PHOTOS);
    expect(jobPhotoFiles(job.id)).toHaveLength(MAX_JOB_PHOTOS);
  });

  it("removes the stored file when the photo's row cannot be written", async () => {
    const job = await newJob();
    const transaction = vi.spyOn(db, "$transaction").mockRejectedValueOnce(new Error("disk full"));
    try {
      expect((await upload("cleaner", { jobId: job.id })).status).toBe(500);
    } finally {
      transaction.mockRestore();
    }
    expectConsoleError();
    expect(jobPhotoFiles(job.id)).toEqual([]);
    expect(await db.jobPhoto.count({ where: { jobId: job.id } })).toBe(0);
  });
});

describe("the job answer lists its photos", () => {
  it("oldest first, with who uploaded each, in GetJobbyId and the job list", async () => {
    const job = await newJob();
    const older = await createJobPhoto({ job, uploadedBy: cast.cleaner, createdAt: new Date("2026-06-01T09:00:00Z") });
    const newer = await (await upload("client", { jobId: job.id })).json();
    const expected = [
      {
        id: older.id,
        path: older.path,
        createdAt: "2026-06-01T09:00:00.000Z",
        uploadedBy: { id: cast.cleaner.id, name: nameOf("cleaner") },
      },
      newer,
    ];
    const bearer = cast.admin.bearer;
    const one = await getJob(apiRequest(`/api/Job/GetJobbyId?id=${job.id}`, { bearer }));
    expect((await one.json()).photos).toEqual(expected);
    const page = await (await listJobs(apiRequest("/api/job/jobs", { body: { pageSize: 100 }, bearer }))).json();
    const listed = page.data.find((row: { id: string }) => row.id === job.id);
    expect(listed.photos).toEqual(expected);
  });
});
