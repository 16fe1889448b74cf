import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getJob } from "@/app/api/job/getjobbyid/route";
import { db } from "@/lib/server/db";
import { apiRequest } from "@/tests/helpers";
import {
  createCast,
  createJob,
  createJobPhoto,
  jobsSnapshot,
  removeJobPhotoFiles,
  roleTable,
  type Cast,
  type CastMember,
} from "@/tests/fixtures/jobs";
import { isStored } from "@/tests/fixtures/users";
import { DELETE as deletePhoto } from "./route";

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

function del(member: CastMember | null, id: unknown) {
  const bearer = member ? cast[member].bearer : undefined;
  return deletePhoto(apiRequest("/api/job/deletePhoto", { method: "DELETE", body: { id }, bearer }));
}

async function expectRefused(member: CastMember | null, id: unknown, status: number) {
  const before = await jobsSnapshot();
  expect((await del(member, id)).status).toBe(status);
  expect(await jobsSnapshot()).toEqual(before);
}

async function expectRemoved(member: CastMember, photo: { id: string; path: string }) {
  const response = await del(member, photo.id);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
  expect(await db.jobPhoto.count({ where: { id: photo.id } })).toBe(0);
  expect(isStored(photo.path)).toBe(false);
}

describe("DELETE /api/job/deletephoto", () => {
  // The photo is the cleaner's: they may remove it, and so may staff; the
  // client sees it but did not upload it (403); the others do not see it (404).
  it.each(roleTable(401, 403, 404, 200, 404, 200, 200))("$label → $status", async ({ member, status }) => {
    const job = await newJob();
    const photo = await createJobPhoto({ job, uploadedBy: cast.cleaner });
    if (status === 200) return expectRemoved(member!, photo);
    await expectRefused(member, photo.id, status);
    expect(isStored(photo.path)).toBe(true);
  });

  it("lets a client remove their own photo, leaving the others in the job answer", async () => {
    const job = await newJob();
    const own = await createJobPhoto({ job, uploadedBy: cast.client });
    const office = await createJobPhoto({ job, uploadedBy: cast.admin });
    await expectRemoved("client", own);
    await expectRefused("client", office.id, 403);
    const answer = await (
      await getJob(apiRequest(`/api/Job/GetJobbyId?id=${job.id}`, { bearer: cast.client.bearer }))
    ).json();
    expect(answer.photos.map((photo: { id: string }) => photo.id)).toEqual([office.id]);
    expect(isStored(office.path)).toBe(true);
  });

  it("answers 404 to an uploader who no longer sees the job (a cleaner taken off it), 403 to the new cleaner", async () => {
    const job = await newJob();
    const photo = await createJobPhoto({ job, uploadedBy: cast.cleaner });
    await db.job.update({ where: { id: job.id }, data: { assigneeId: cast.otherCleaner.id } });
    await expectRefused("cleaner", photo.id, 404);
    expect(isStored(photo.path)).toBe(true);
    // The new cleaner sees it but did not upload it.
    await expectRefused("otherCleaner", photo.id, 403);
  });

  it("answers 404 for an unknown or already removed photo and 400 for a malformed or missing id", async () => {
    const photo = await createJobPhoto({ job: await newJob(), uploadedBy: cast.admin });
    await expectRemoved("admin", photo);
    await expectRefused("admin", photo.id, 404);
    await expectRefused("admin", randomUUID(), 404);
    await expectRefused("admin", "not-an-id", 400);
    await expectRefused("admin", undefined, 400);
  });
});
