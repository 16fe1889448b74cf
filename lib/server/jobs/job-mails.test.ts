import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import { db } from "@/lib/server/db";
import { jobScheduledMail } from "@/lib/server/mail/messages";
import { apiRequest } from "@/tests/helpers";
import { expectConsoleError } from "@/tests/setup";
import {
  createCleaner,
  createClient,
  createJob as createJobRow,
  createStaff,
  PNG_DATA_URL,
  removeSignatureFiles,
  type Person,
} from "@/tests/fixtures/jobs";
import { POST as createJobRoute } from "@/app/api/job/createjob/route";
import { PUT as updateJobRoute } from "@/app/api/job/updatejob/route";
import { POST as signRoute } from "@/app/api/jobsigned/createjobsigned/route";
import { createJob } from "./create-job";

// The job e-mails (job-mails.ts), queued by the real calls in the same
// transaction as the change, rendered in each recipient's language.

let admin: Person;
let client: Person; // French
let cleaner: Person; // English (the default)
const signedJobIds: string[] = [];

beforeAll(async () => {
  admin = await createStaff("Administrator");
  client = await createClient({ firstName: "Amélie", lastName: "Dubois" });
  await db.user.update({ where: { id: client.id }, data: { locale: "fr" } });
  cleaner = await createCleaner({ firstName: "Seán", lastName: "Murphy" });
});
beforeEach(async () => {
  await db.outboxMail.deleteMany();
});
afterAll(() => removeSignatureFiles(signedJobIds));

const origin = () => getEnv().APP_ORIGIN;
const mails = () =>
  db.outboxMail.findMany({
    select: { kind: true, toAddress: true, locale: true, subject: true, text: true, html: true, status: true },
    orderBy: [{ createdAt: "asc" }, { kind: "asc" }],
  });

async function create(body: Record<string, unknown>, bearer = admin.bearer) {
  const response = await createJobRoute(apiRequest("/api/job/createjob", { body, bearer }));
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string };
}

async function update(body: Record<string, unknown>, bearer = admin.bearer) {
  const response = await updateJobRoute(apiRequest("/api/job/updatejob", { method: "PUT", body, bearer }));
  expect(response.status).toBe(200);
}

const newJob = (extra: Record<string, unknown> = {}) => ({
  title: "Grand ménage",
  location: "4 Patrick Street, Cork",
  service: "House Cleaning",
  userClientId: client.id,
  ...extra,
});

// 09:00 UTC on 1 June is 10:00 in Dublin (summer time).
const JUNE_FIRST = "2026-06-01T09:00:00.000Z";

describe("job e-mails", () => {
  it("mails the client their visit, in French, and the cleaner their new job, in English", async () => {
    const job = await create(newJob({ userAssigneeId: cleaner.id, scheduledAt: JUNE_FIRST, jobStage: 1 }));
    const [toClient, toCleaner] = [
      (await mails()).find((mail) => mail.toAddress === client.email)!,
      (await mails()).find((mail) => mail.toAddress === cleaner.email)!,
    ];
    expect(await db.outboxMail.count()).toBe(2);

    expect(toClient).toMatchObject({
      kind: "job-scheduled",
      locale: "fr",
      status: "queued",
      subject: "Votre passage est planifié : Grand ménage",
    });
    expect(toClient.text).toContain("Bonjour Amélie,");
    expect(toClient.text).toMatch(/Votre passage de nettoyage est prévu le lundi 1 juin 2026 à 10:00\./);
    expect(toClient.text).toContain("Adresse: 4 Patrick Street, Cork");
    expect(toClient.text).toContain(`${origin()}/fr/dashboard/job/${job.id}`);
    expect(toClient.html).toContain(`href="${origin()}/fr/dashboard/job/${job.id}"`);

    expect(toCleaner).toMatchObject({ kind: "job-assigned", locale: "en", subject: "New job for you: Grand ménage" });
    expect(toCleaner.text).toContain("Hello Seán,");
    expect(toCleaner.text).toContain("Client: Amélie Dubois");
    expect(toCleaner.text).toContain("Date and time: Monday 1 June 2026 at 10:00");
    expect(toCleaner.text).toContain("Address: 4 Patrick Street, Cork");
    expect(toCleaner.text).toContain(`${origin()}/dashboard/job/${job.id}`);
  });

  it("mails the client when the visit moves, and nothing for an update echoing the same date", async () => {
    const job = await create(newJob({ scheduledAt: JUNE_FIRST }));
    await db.outboxMail.deleteMany();

    await update({ id: job.id, scheduledAt: JUNE_FIRST, title: "Grand ménage", description: "Trois chambres." });
    expect(await mails()).toEqual([]);

    await update({ id: job.id, scheduledAt: "2026-06-02T13:30:00Z" });
    const [moved] = await mails();
    expect(await db.outboxMail.count()).toBe(1);
    expect(moved).toMatchObject({
      kind: "job-rescheduled",
      toAddress: client.email,
      subject: "Votre passage a été déplacé : Grand ménage",
    });
    expect(moved!.text).toMatch(/déplacé au mardi 2 juin 2026 à 14:30\. Il était prévu le lundi 1 juin 2026 à 10:00\./);
  });

  it("mails a cleaner when the job is handed to them, and no one when the date is cleared", async () => {
    const other = await createCleaner();
    const job = await create(newJob({ userAssigneeId: cleaner.id }));
    await db.outboxMail.deleteMany();
    await update({ id: job.id, userAssigneeId: other.id });
    expect((await mails()).map((mail) => [mail.kind, mail.toAddress])).toEqual([["job-assigned", other.email]]);
    expect((await mails())[0]!.text).toContain("Date and time: Not scheduled yet");

    await db.outboxMail.deleteMany();
    const dated = await create(newJob({ scheduledAt: JUNE_FIRST }));
    await db.outboxMail.deleteMany();
    await update({ id: dated.id, scheduledAt: null });
    expect(await mails()).toEqual([]);
  });

  it("mails the client the sign-off: who signed, when, the notes and the signed record", async () => {
    const job = await createJobRow({ client, assignee: cleaner, stage: 1, title: "Bureaux" });
    signedJobIds.push(job.id);
    const response = await signRoute(
      apiRequest("/api/JobSigned/CreateJobSigned", {
        body: { jobId: job.id, signerName: "Amélie Dubois", signatureImage: PNG_DATA_URL, notes: "Four à revoir." },
        bearer: cleaner.bearer,
      }),
    );
    expect(response.status).toBe(200);
    const [completed] = await mails();
    expect(await db.outboxMail.count()).toBe(1);
    expect(completed).toMatchObject({
      kind: "job-completed",
      toAddress: client.email,
      locale: "fr",
      subject: "Intervention terminée : Bureaux",
    });
    const signedAt = (await db.jobSignature.findUniqueOrThrow({ where: { jobId: job.id } })).signedAt;
    const when = new Intl.DateTimeFormat("fr", {
      dateStyle: "full",
      timeStyle: "short",
      timeZone: "Europe/Dublin",
    }).format(signedAt);
    expect(completed!.text).toContain(`Amélie Dubois l’a signée le ${when}.`);
    expect(completed!.text).toContain("Signé par: Amélie Dubois");
    expect(completed!.text).toContain("Notes: Four à revoir.");
    expect(completed!.text).toContain(`${origin()}/fr/dashboard/job/${job.id}#sign-off`);
  });

  it("never mails a banned or pending account", async () => {
    // Accounts banned, or sent back to pending, after their jobs were made.
    const banned = await createClient({ status: "banned" });
    const job = await createJobRow({ client: banned, scheduledAt: null });
    await update({ id: job.id, scheduledAt: JUNE_FIRST, userAssigneeId: cleaner.id });
    expect((await mails()).map((mail) => mail.toAddress)).toEqual([cleaner.email]);
    // The change and its events are recorded all the same (a New job given a cleaner becomes Pending).
    const events = await db.jobEvent.findMany({ where: { jobId: job.id }, select: { type: true } });
    expect(events.map((event) => event.type).sort()).toEqual(["assigned", "scheduled", "stage"]);

    await db.outboxMail.deleteMany();
    const pending = await createClient({ status: "pending" });
    const pendingJob = await createJobRow({ client: pending, assignee: cleaner, stage: 1 });
    signedJobIds.push(pendingJob.id);
    const body = { jobId: pendingJob.id, signerName: "Someone", signatureImage: PNG_DATA_URL };
    const signed = await signRoute(apiRequest("/api/JobSigned/CreateJobSigned", { body, bearer: cleaner.bearer }));
    expect(signed.status).toBe(200);
    expect(await mails()).toEqual([]);
    expect(await db.jobEvent.count({ where: { jobId: pendingJob.id, type: "signed" } })).toBe(1);
  });

  it("does not mail a client the date they asked for themselves", async () => {
    await create(newJob({ userClientId: undefined, scheduledAt: JUNE_FIRST }), client.bearer);
    expect(await mails()).toEqual([]);
  });

  it("mails a new client of a scheduled job their visit", async () => {
    const previous = await createClient();
    const job = await createJobRow({ client: previous, scheduledAt: new Date(JUNE_FIRST) });
    await update({ id: job.id, userClientId: client.id });
    expect((await mails()).map((mail) => [mail.kind, mail.toAddress])).toEqual([["job-scheduled", client.email]]);
  });

  it("queues nothing, and changes nothing, when the change fails to commit", async () => {
    const job = await createJobRow({ client, scheduledAt: new Date(JUNE_FIRST) });
    const realTransaction = db.$transaction.bind(db);
    const spy = vi.spyOn(db, "$transaction").mockImplementationOnce(((work: (tx: unknown) => Promise<unknown>) =>
      realTransaction(async (tx) => {
        await work(tx);
        throw new Error("disk full");
      })) as never);
    const response = await updateJobRoute(
      apiRequest("/api/job/updatejob", {
        method: "PUT",
        body: { id: job.id, scheduledAt: "2026-06-03T08:00:00Z", userAssigneeId: cleaner.id },
        bearer: admin.bearer,
      }),
    );
    spy.mockRestore();
    expect(response.status).toBe(500);
    expectConsoleError();
    expect(await mails()).toEqual([]);
    expect(await db.jobEvent.count({ where: { jobId: job.id } })).toBe(0);
    expect(await db.job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({
      scheduledAt: new Date(JUNE_FIRST),
      assigneeId: null,
    });
  });

  it("sends no mail for a job created with queueJobMails: false (a series' visits), but records its events", async () => {
    const actor: SessionUser = {
      id: admin.id,
      email: admin.email,
      firstName: admin.firstName,
      lastName: admin.lastName,
      role: "Administrator",
      companyId: null,
      locale: "en",
      sessionId: "test-session",
      tokenExpiresAt: 0,
    };
    const job = await createJob({
      actor,
      input: {
        title: "Visite 2",
        description: undefined,
        location: "4 Patrick Street, Cork",
        service: "House Cleaning",
        userClientId: client.id,
        userAssigneeId: cleaner.id,
        jobStage: 1,
        scheduledAt: new Date(JUNE_FIRST),
      },
      queueJobMails: false,
    });
    expect(await mails()).toEqual([]);
    const events = await db.jobEvent.findMany({ where: { jobId: job.id }, select: { type: true } });
    expect(events.map((event) => event.type).sort()).toEqual(["assigned", "created", "scheduled"]);
  });

  it("renders the visit mail in each language, right to left in Arabic", () => {
    const job = { id: "j", title: "Office", location: "Cork", clientName: "A B", scheduledAt: new Date(JUNE_FIRST) };
    const subjects = (["en", "fr", "vi", "cn", "ar"] as const).map((locale) => {
      const mail = jobScheduledMail({ to: "x@example.ie", name: "X", locale }, job, null);
      expect(mail.subject).toContain("Office");
      expect(mail.html.startsWith(`<div dir="${locale === "ar" ? "rtl" : "ltr"}"`)).toBe(true);
      return mail.subject;
    });
    expect(new Set(subjects).size).toBe(5);
    expect(subjects[3]).toBe("您的上门清洁已预约：Office");
  });
});
