import fs from "node:fs";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { resolveUpload, saveUpload, segmentsOfDbPath } from "@/lib/server/uploads/store";
import { apiRequest } from "@/tests/helpers";
import {
  createCast,
  createCompany,
  createClient,
  createJob,
  createSignedJob,
  jobsSnapshot,
  PNG_BYTES,
  removeSignatureFiles,
  roleTable,
  type Cast,
  type CastMember,
} from "@/tests/fixtures/jobs";
import { PUT as updateJob } from "./route";

let cast: Cast;
const signedJobIds: string[] = [];

beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => removeSignatureFiles(signedJobIds));

function update(member: CastMember | null, body: unknown) {
  const bearer = member ? cast[member].bearer : undefined;
  return updateJob(apiRequest("/api/job/updatejob", { method: "PUT", body, bearer }));
}

// A job of `client`, assigned to `cleaner` unless told otherwise, in the given stage.
async function jobIn(stage: number, assigned = true) {
  const options = { client: cast.client, assignee: assigned ? cast.cleaner : null };
  if (stage !== 3) return createJob({ ...options, stage });
  const job = await createSignedJob({ ...options, signedBy: cast.cleaner });
  signedJobIds.push(job.id);
  return job;
}

type Body = { id: string } & Record<string, unknown>;

async function expectRefused(member: CastMember, body: Body, status: number, fields: string[]) {
  const before = await jobsSnapshot();
  const response = await update(member, body);
  expect(response.status).toBe(status);
  expect(Object.keys((await response.json()).error.fields ?? {}).sort()).toEqual([...fields].sort());
  expect(await jobsSnapshot()).toEqual(before);
}

describe("PUT /api/job/updatejob", () => {
  it.each(roleTable(401, 200, 404, 403, 404, 200, 200))(
    "changing the title of a New job: $label → $status",
    async ({ member, status }) => {
      const job = await jobIn(0);
      const before = await jobsSnapshot();
      const response = await update(member, { id: job.id, title: "Spring clean" });
      expect(response.status).toBe(status);
      if (status === 200) {
        expect(await response.json()).toMatchObject({ id: job.id, title: "Spring clean" });
      } else {
        expect(await jobsSnapshot()).toEqual(before);
      }
    },
  );

  // Every stage change, by the office, by the job's cleaner and by its client.
  const S = { staff: "admin", assignee: "cleaner", client: "client" } as const;
  it.each([
    [0, 1, 200, 403, 403],
    [0, 2, 409, 409, 403],
    [0, 3, 409, 409, 403],
    [1, 0, 200, 403, 403],
    [1, 2, 200, 200, 403],
    [1, 3, 409, 409, 403],
    [2, 0, 200, 403, 403],
    [2, 1, 200, 200, 403],
    [2, 3, 409, 409, 403],
    [3, 0, 409, 409, 403],
    [3, 1, 409, 409, 403],
    [3, 2, 200, 403, 403],
  ] as const)("stage %i → %i: staff %i, assigned cleaner %i, client %i", async (from, to, staff, assignee, client) => {
    for (const [who, status] of [
      ["staff", staff],
      ["assignee", assignee],
      ["client", client],
    ] as const) {
      const job = await jobIn(from);
      if (status === 200) {
        const response = await update(S[who], { id: job.id, jobStage: to });
        expect(response.status, who).toBe(200);
        expect((await response.json()).jobStage).toBe(to);
        expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).stage).toBe(to);
      } else {
        await expectRefused(S[who], { id: job.id, jobStage: to }, status, ["jobStage"]);
      }
    }
  });

  it("needs a cleaner for Pending and Incomplete jobs", async () => {
    const unassigned = await jobIn(0, false);
    await expectRefused("admin", { id: unassigned.id, jobStage: 1 }, 409, ["jobStage"]);
    const assignAndStart = await update("admin", { id: unassigned.id, jobStage: 1, userAssigneeId: cast.cleaner.id });
    expect(await assignAndStart.json()).toMatchObject({ jobStage: 1, userAssigneeId: cast.cleaner.id });

    const pending = await jobIn(1);
    await expectRefused("admin", { id: pending.id, userAssigneeId: null }, 409, ["userAssigneeId"]);
    const backToNew = await update("admin", { id: pending.id, userAssigneeId: null, jobStage: 0 });
    expect(await backToNew.json()).toMatchObject({ jobStage: 0, userAssigneeId: null, assignedTo: null });
  });

  it("reopens a completed job to Incomplete, discarding its sign-off and its file", async () => {
    const job = await jobIn(3);
    const stored = await saveUpload({ data: PNG_BYTES, kind: "signature", ownerId: job.id });
    await db.jobSignature.update({ where: { jobId: job.id }, data: { signatureImagePath: stored } });
    const file = resolveUpload(segmentsOfDbPath(stored))!.absolutePath;
    expect(fs.existsSync(file)).toBe(true);

    const response = await update("superAdmin", { id: job.id, jobStage: 2 });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ jobStage: 2, signature: null });
    expect(await db.jobSignature.count({ where: { jobId: job.id } })).toBe(0);
    expect(fs.existsSync(file)).toBe(false);
  });

  it("does not let anyone edit a completed job without reopening it", async () => {
    const job = await jobIn(3);
    await expectRefused("admin", { id: job.id, title: "New title" }, 409, ["title"]);
    await expectRefused("admin", { id: job.id, jobStage: 2, location: "Elsewhere" }, 409, ["location"]);
    await expectRefused("client", { id: job.id, description: "More" }, 409, ["description"]);
    await expectRefused("cleaner", { id: job.id, title: "Mine" }, 403, ["title"]);
  });

  it("lets a Client edit their request while it is New, and nothing else", async () => {
    const job = await jobIn(0);
    const edit = { title: "Deep clean", description: "", location: "1 Quay St", scheduledAt: "2026-09-01T10:00:00Z" };
    const response = await update("client", { id: job.id, ...edit });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ...edit, scheduledAt: "2026-09-01T10:00:00.000Z" });

    await expectRefused("client", { id: job.id, service: "Office Cleaning", userAssigneeId: null }, 403, [
      "service",
      "userAssigneeId",
    ]);
    await expectRefused("client", { id: job.id, userClientId: cast.otherClient.id }, 403, ["userClientId"]);
    const pending = await jobIn(1);
    await expectRefused("client", { id: pending.id, title: "Too late" }, 409, ["title"]);
  });

  it("checks only the fields that really change, so a form may send the whole job back", async () => {
    const job = await jobIn(1);
    // What the edit form holds: every editable field, as the API answered it.
    const unchanged = await (await update("admin", { id: job.id })).json();
    const keys = ["title", "description", "location", "service", "jobImagePath", "scheduledAt", "companyId"];
    const sendable = {
      ...Object.fromEntries(keys.map((key) => [key, unchanged[key]])),
      id: job.id,
      userClientId: unchanged.userClientId,
      userAssigneeId: unchanged.userAssigneeId,
    };
    const response = await update("cleaner", { ...sendable, jobStage: 2 });
    expect(response.status).toBe(200);
    expect((await response.json()).jobStage).toBe(2);
    await expectRefused("cleaner", { ...sendable, jobStage: 2, title: "Changed" }, 403, ["title"]);
  });

  it("makes a New job Pending when it gets a cleaner, unless the same update says which stage", async () => {
    const unassigned = await jobIn(0, false);
    const assigned = await update("admin", { id: unassigned.id, userAssigneeId: cast.cleaner.id });
    expect(await assigned.json()).toMatchObject({ jobStage: 1, userAssigneeId: cast.cleaner.id });

    // The edit form sends the stage back as it was: that is no choice of stage.
    const viaForm = await jobIn(0, false);
    const fromForm = await update("admin", { id: viaForm.id, userAssigneeId: cast.cleaner.id, jobStage: 0 });
    expect(await fromForm.json()).toMatchObject({ jobStage: 1 });

    // A New job that had a cleaner and gets another becomes Pending too.
    const newWithCleaner = await jobIn(0);
    const reassigned = await update("admin", { id: newWithCleaner.id, userAssigneeId: cast.otherCleaner.id });
    expect(await reassigned.json()).toMatchObject({ jobStage: 1, userAssigneeId: cast.otherCleaner.id });
  });

  it("lets staff reassign the job, check the people and follow the new client's company", async () => {
    const job = await jobIn(1);
    const reassigned = await update("admin", { id: job.id, userAssigneeId: cast.otherCleaner.id });
    expect(await reassigned.json()).toMatchObject({ userAssigneeId: cast.otherCleaner.id });
    await expectRefused("admin", { id: job.id, userAssigneeId: cast.otherClient.id }, 400, ["userAssigneeId"]);
    await expectRefused("admin", { id: job.id, userClientId: cast.cleaner.id }, 400, ["userClientId"]);

    const company = await createCompany();
    const newClient = await createClient({ companyId: company.id });
    const moved = await update("admin", { id: job.id, userClientId: newClient.id });
    expect(await moved.json()).toMatchObject({ userClientId: newClient.id, companyId: company.id });
    const kept = await update("admin", { id: job.id, userClientId: cast.client.id, companyId: company.id });
    expect(await kept.json()).toMatchObject({ userClientId: cast.client.id, companyId: company.id });
  });

  it("answers 404 for an unknown job and 400 naming invalid fields", async () => {
    await expectRefused("admin", { id: randomUUID(), title: "x" }, 404, []);
    const job = await jobIn(0);
    await expectRefused(
      "admin",
      { id: job.id, title: "", service: "Window Cleaning", jobStage: 5, userAssigneeId: "nope" } as Body,
      400,
      ["title", "service", "jobStage", "userAssigneeId"],
    );
    await expectRefused("admin", {} as Body, 400, ["id"]);
  });

  it("keeps the end time after the start, with the stored values for what is left out", async () => {
    const job = await jobIn(0); // scheduled 2026-06-01T09:00:00Z
    const response = await update("admin", { id: job.id, scheduledEndAt: "2026-06-01T11:00:00Z" });
    expect(await response.json()).toMatchObject({ scheduledEndAt: "2026-06-01T11:00:00.000Z", updatedVisits: 0 });
    await expectRefused("admin", { id: job.id, scheduledEndAt: "2026-06-01T08:00:00Z" }, 400, ["scheduledEndAt"]);
    await expectRefused("admin", { id: job.id, scheduledAt: "2026-06-01T12:00:00Z" }, 400, ["scheduledEndAt"]);
    await expectRefused(
      "admin",
      { id: job.id, scheduledAt: "2026-06-01T12:00:00Z", scheduledEndAt: "2026-06-01T11:30:00Z" },
      400,
      ["scheduledEndAt"],
    );
    await expectRefused("admin", { id: job.id, scheduledAt: null, scheduledEndAt: "2026-06-01T11:30:00Z" }, 400, [
      "scheduledAt",
    ]);
    // Clearing the start clears the end with it.
    const cleared = await update("admin", { id: job.id, scheduledAt: null });
    expect(await cleared.json()).toMatchObject({ scheduledAt: null, scheduledEndAt: null });
  });

  it("lets a Client set the end time of their New request, not the cleaner", async () => {
    const job = await jobIn(0);
    const response = await update("client", { id: job.id, scheduledEndAt: "2026-06-01T10:30:00Z" });
    expect(response.status).toBe(200);
    expect((await response.json()).scheduledEndAt).toBe("2026-06-01T10:30:00.000Z");
    await expectRefused("cleaner", { id: job.id, scheduledEndAt: "2026-06-01T12:00:00Z" }, 403, ["scheduledEndAt"]);
  });
});
