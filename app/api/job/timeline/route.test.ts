import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { apiRequest } from "@/tests/helpers";
import {
  createCast,
  createJob,
  createSignedJob,
  PNG_DATA_URL,
  removeSignatureFiles,
  roleTable,
  type Cast,
  type CastMember,
} from "@/tests/fixtures/jobs";
import { invoiceBody } from "@/tests/fixtures/invoices";
import { POST as createInvoiceRoute } from "@/app/api/invoice/createinvoice/route";
import { PUT as updateInvoiceRoute } from "@/app/api/invoice/updateinvoice/route";
import { POST as createJobRoute } from "@/app/api/job/createjob/route";
import { PUT as updateJobRoute } from "@/app/api/job/updatejob/route";
import { POST as signRoute } from "@/app/api/jobsigned/createjobsigned/route";
import { GET as timelineRoute } from "./route";

let cast: Cast;
const signedJobIds: string[] = [];

beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => removeSignatureFiles(signedJobIds));

const bearerOf = (member: CastMember | null) => (member ? cast[member].bearer : undefined);
const nameOf = (member: CastMember) => `${cast[member].firstName} ${cast[member].lastName}`;
const MINUTE = 60_000;

function timeline(member: CastMember | null, jobId: string) {
  return timelineRoute(apiRequest(`/api/job/timeline?jobId=${jobId}&timestamp=1`, { bearer: bearerOf(member) }));
}

type Item = { id: string; type: string; at: string; actor: { id: string; name: string } | null; data: any };

async function itemsOf(member: CastMember, jobId: string): Promise<Item[]> {
  const response = await timeline(member, jobId);
  expect(response.status).toBe(200);
  return (await response.json()).data;
}

async function createJobAs(member: CastMember, body: Record<string, unknown>) {
  const response = await createJobRoute(apiRequest("/api/job/createjob", { body, bearer: bearerOf(member) }));
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string };
}

async function updateJobAs(member: CastMember, body: Record<string, unknown>) {
  const response = await updateJobRoute(
    apiRequest("/api/job/updatejob", { method: "PUT", body, bearer: bearerOf(member) }),
  );
  expect(response.status).toBe(200);
  return response.json();
}

async function signAs(member: CastMember, jobId: string, notes = "All rooms done.") {
  signedJobIds.push(jobId);
  const body = { jobId, signerName: "Aoife Byrne", signatureImage: PNG_DATA_URL, notes };
  const response = await signRoute(apiRequest("/api/JobSigned/CreateJobSigned", { body, bearer: bearerOf(member) }));
  expect(response.status).toBe(200);
}

async function createInvoiceAs(member: CastMember, body: Record<string, unknown>) {
  const response = await createInvoiceRoute(
    apiRequest("/api/invoice/createinvoice", { body, bearer: bearerOf(member) }),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; invoiceNumber: string };
}

const newJob = (extra: Record<string, unknown> = {}) => ({
  title: "Kitchen deep clean",
  location: "4 Patrick Street, Cork",
  service: "House Cleaning",
  userClientId: cast.client.id,
  ...extra,
});

describe("the events a job records", () => {
  it("records created, assigned and scheduled when a job is created with a cleaner and a date", async () => {
    const scheduledAt = "2026-06-01T09:00:00.000Z";
    const job = await createJobAs("admin", newJob({ userAssigneeId: cast.cleaner.id, scheduledAt, jobStage: 1 }));
    const items = await itemsOf("admin", job.id);
    const admin = { id: cast.admin.id, name: nameOf("admin") };
    expect(items).toEqual([
      { id: expect.any(String), type: "created", at: expect.any(String), actor: admin, data: { stage: 1 } },
      {
        id: expect.any(String),
        type: "assigned",
        at: items[0]!.at,
        actor: admin,
        data: { assigneeId: cast.cleaner.id, assigneeName: nameOf("cleaner") },
      },
      {
        id: expect.any(String),
        type: "scheduled",
        at: items[0]!.at,
        actor: admin,
        data: { scheduledAt, previousScheduledAt: null },
      },
    ]);
    expect(new Date(items[0]!.at).toISOString()).toBe(items[0]!.at);
  });

  it("records a job request without cleaner or date as created only", async () => {
    const job = await createJobAs("client", newJob({ userClientId: undefined }));
    expect((await itemsOf("client", job.id)).map((item) => [item.type, item.actor?.id, item.data])).toEqual([
      ["created", cast.client.id, { stage: 0 }],
    ]);
  });

  it("records each stage change with from, to and who made it", async () => {
    const job = await createJob({ client: cast.client, assignee: cast.cleaner, stage: 1 });
    await updateJobAs("cleaner", { id: job.id, jobStage: 2 });
    await updateJobAs("admin", { id: job.id, jobStage: 1 });
    const stages = (await itemsOf("admin", job.id)).filter((item) => item.type === "stage");
    expect(stages.map((item) => [item.actor?.id, item.data])).toEqual([
      [cast.cleaner.id, { from: 1, to: 2 }],
      [cast.admin.id, { from: 2, to: 1 }],
    ]);
  });

  it("records a cleaner changed, taken off, a date moved, and nothing for an echoed date", async () => {
    const job = await createJob({ client: cast.client, assignee: null, scheduledAt: null });
    await updateJobAs("admin", { id: job.id, userAssigneeId: cast.cleaner.id, scheduledAt: "2026-06-01T09:00:00Z" });
    await updateJobAs("admin", { id: job.id, userAssigneeId: cast.otherCleaner.id });
    await updateJobAs("admin", { id: job.id, scheduledAt: "2026-06-02T10:30:00Z" });
    // The edit form sends the whole job back: the same date and cleaner are no change.
    await updateJobAs("admin", {
      id: job.id,
      scheduledAt: "2026-06-02T10:30:00.000Z",
      userAssigneeId: cast.otherCleaner.id,
      title: "Renamed",
    });
    // Taking the cleaner off a Pending job (it became Pending with one) takes it back to New.
    await updateJobAs("admin", { id: job.id, userAssigneeId: null, jobStage: 0 });
    const items = (await itemsOf("admin", job.id)).filter((item) => item.type !== "created");
    expect(items.map((item) => [item.type, item.data])).toEqual([
      ["assigned", { assigneeId: cast.cleaner.id, assigneeName: nameOf("cleaner") }],
      ["scheduled", { scheduledAt: "2026-06-01T09:00:00.000Z", previousScheduledAt: null }],
      ["stage", { from: 0, to: 1 }],
      [
        "assigned",
        {
          assigneeId: cast.otherCleaner.id,
          assigneeName: nameOf("otherCleaner"),
          previousAssigneeId: cast.cleaner.id,
          previousAssigneeName: nameOf("cleaner"),
        },
      ],
      ["scheduled", { scheduledAt: "2026-06-02T10:30:00.000Z", previousScheduledAt: "2026-06-01T09:00:00.000Z" }],
      ["unassigned", { assigneeId: cast.otherCleaner.id, assigneeName: nameOf("otherCleaner") }],
      ["stage", { from: 1, to: 0 }],
    ]);
  });

  it("records the sign-off as signed, and a reopening as reopened", async () => {
    const job = await createJob({ client: cast.client, assignee: cast.cleaner, stage: 2 });
    await signAs("cleaner", job.id, "Oven left for next time.");
    await updateJobAs("admin", { id: job.id, jobStage: 2 });
    const items = (await itemsOf("admin", job.id)).filter((item) => item.type !== "created");
    expect(items.map((item) => [item.type, item.actor?.id, item.data])).toEqual([
      ["signed", cast.cleaner.id, { signerName: "Aoife Byrne", notes: "Oven left for next time.", from: 2, to: 3 }],
      ["reopened", cast.admin.id, { from: 3, to: 2 }],
    ]);
  });

  it("records invoiced when an invoice is created for the job, or linked to it later", async () => {
    const job = await createJob({ client: cast.client, assignee: cast.cleaner, stage: 1 });
    const invoice = await createInvoiceAs("admin", invoiceBody(cast.client.id, { jobId: job.id }));
    const other = await createInvoiceAs("admin", invoiceBody(cast.client.id));
    const linked = await updateInvoiceRoute(
      apiRequest("/api/invoice/updateinvoice", {
        method: "PUT",
        body: { id: other.id, jobId: job.id },
        bearer: cast.admin.bearer,
      }),
    );
    expect(linked.status).toBe(200);
    const invoiced = (await itemsOf("admin", job.id)).filter((item) => item.type === "invoiced");
    expect(invoiced.map((item) => [item.actor?.id, item.data])).toEqual([
      [cast.admin.id, { invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber }],
      [cast.admin.id, { invoiceId: other.id, invoiceNumber: other.invoiceNumber }],
    ]);
  });

  it("records nothing for a refused change", async () => {
    const job = await createJob({ client: cast.client, assignee: cast.cleaner, stage: 1 });
    const response = await updateJobRoute(
      apiRequest("/api/job/updatejob", {
        method: "PUT",
        body: { id: job.id, jobStage: 0 },
        bearer: cast.cleaner.bearer,
      }),
    );
    expect(response.status).toBe(403);
    expect(await db.jobEvent.count({ where: { jobId: job.id } })).toBe(0);
  });
});

describe("GET /api/job/timeline", () => {
  it.each(roleTable(401, 200, 404, 200, 404, 200, 200))("$label → $status", async ({ member, status }) => {
    const job = await createJob({ client: cast.client, assignee: cast.cleaner, stage: 1 });
    expect((await timeline(member, job.id)).status).toBe(status);
  });

  it("answers 404 for a job that does not exist, and 400 for an id that is not a UUID", async () => {
    expect((await timeline("admin", "6f1c0a4e-8a41-4c8e-9a57-0d6f0d3c1b11")).status).toBe(404);
    const bad = await timeline("admin", "42");
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields)).toEqual(["query.jobId"]);
  });

  it("shows invoices to staff and the job's client, not to its cleaner; clock records to all of them", async () => {
    const job = await createJob({ client: cast.client, assignee: cast.cleaner, stage: 1 });
    await createInvoiceAs("admin", invoiceBody(cast.client.id, { jobId: job.id }));
    const start = new Date(Date.now() - 60 * MINUTE);
    await db.clockRecord.create({
      data: {
        userId: cast.cleaner.id,
        jobId: job.id,
        clockInAt: start,
        clockOutAt: new Date(start.getTime() + 30 * MINUTE),
      },
    });
    const types = async (member: CastMember) => (await itemsOf(member, job.id)).map((item) => item.type).sort();
    expect(await types("admin")).toEqual(["clockIn", "clockOut", "created", "invoiced"]);
    expect(await types("client")).toEqual(["clockIn", "clockOut", "created", "invoiced"]);
    expect(await types("cleaner")).toEqual(["clockIn", "clockOut", "created"]);
  });

  it("merges the clock records of the job with its events, oldest first", async () => {
    const now = Date.now();
    const job = await createJob({ client: cast.client, assignee: cast.cleaner, stage: 1 });
    // An older job: no events of its own (the timeline came later).
    await db.job.update({ where: { id: job.id }, data: { createdAt: new Date(now - 10 * 24 * 60 * MINUTE) } });
    const first = await db.clockRecord.create({
      data: {
        userId: cast.cleaner.id,
        jobId: job.id,
        clockInAt: new Date(now - 2 * 24 * 60 * MINUTE),
        clockOutAt: new Date(now - 2 * 24 * 60 * MINUTE + 150 * MINUTE),
      },
    });
    // Still on site: clocked in, not out yet.
    const open = await db.clockRecord.create({
      data: { userId: cast.cleaner.id, jobId: job.id, clockInAt: new Date(now - 60 * MINUTE) },
    });
    // Another job's clocking is not this job's history.
    const elsewhere = await createJob({ client: cast.client, assignee: cast.cleaner, stage: 1 });
    await db.clockRecord.create({
      data: { userId: cast.cleaner.id, jobId: elsewhere.id, clockInAt: new Date(now - 30 * MINUTE) },
    });
    await updateJobAs("cleaner", { id: job.id, jobStage: 2 });

    const items = await itemsOf("client", job.id);
    const cleaner = { id: cast.cleaner.id, name: nameOf("cleaner") };
    expect(items.map(({ id, type, actor, data }) => ({ id, type, actor, data }))).toEqual([
      { id: `created:${job.id}`, type: "created", actor: null, data: null },
      { id: `clockIn:${first.id}`, type: "clockIn", actor: cleaner, data: { clockRecordId: first.id } },
      { id: `clockOut:${first.id}`, type: "clockOut", actor: cleaner, data: { clockRecordId: first.id, minutes: 150 } },
      { id: `clockIn:${open.id}`, type: "clockIn", actor: cleaner, data: { clockRecordId: open.id } },
      { id: expect.any(String), type: "stage", actor: cleaner, data: { from: 1, to: 2 } },
    ]);
    const times = items.map((item) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(items[0]!.at).toBe(new Date(now - 10 * 24 * 60 * MINUTE).toISOString());
  });

  it("gives a job signed before the timeline its created and signed items", async () => {
    const job = await createSignedJob({ client: cast.client, assignee: cast.cleaner, signedBy: cast.cleaner });
    signedJobIds.push(job.id);
    const signature = await db.jobSignature.findUniqueOrThrow({ where: { jobId: job.id } });
    expect(await itemsOf("cleaner", job.id)).toEqual([
      { id: `created:${job.id}`, type: "created", at: job.createdAt.toISOString(), actor: null, data: null },
      {
        id: `signed:${signature.id}`,
        type: "signed",
        at: signature.signedAt.toISOString(),
        actor: { id: cast.cleaner.id, name: nameOf("cleaner") },
        data: { signerName: "Signer", notes: null },
      },
    ]);
  });

  it("keeps the events of a deleted actor, without their name", async () => {
    const admin = await db.user.create({
      data: {
        email: `gone-${Date.now()}@example.ie`,
        passwordHash: "x",
        firstName: "Gone",
        lastName: "Admin",
        role: "Administrator",
        status: "active",
      },
    });
    const job = await createJob({ client: cast.client, assignee: cast.cleaner, stage: 1 });
    await db.jobEvent.create({ data: { jobId: job.id, type: "stage", actorId: admin.id, data: '{"from":1,"to":2}' } });
    await db.user.delete({ where: { id: admin.id } });
    const stage = (await itemsOf("admin", job.id)).find((item) => item.type === "stage");
    expect(stage).toMatchObject({ actor: null, data: { from: 1, to: 2 } });
  });
});
