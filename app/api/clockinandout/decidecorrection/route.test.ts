import { beforeAll, describe, expect, it } from "vitest";
import { fieldText } from "@/lib/api/error-text";
import { db } from "@/lib/server/db";
import {
  HOUR,
  createCast,
  createClockRecord,
  createPerson,
  createTimesheet,
  fingerprint,
  getRequest,
  type Cast,
  type Person,
} from "@/tests/fixtures/scheduling";
import { apiRequest } from "@/tests/helpers";
import { GET as getRecord } from "../getclockinandoutbyid/route";
import { POST as requestRoute } from "../requestcorrection/route";
import { PUT as withdrawRoute } from "../withdrawcorrection/route";
import { PUT as decideRoute } from "./route";

// The office's decision on a cleaner's correction request: approving
// corrects the record as asked (a correction with the cleaner's reason, made
// by the office), declining needs a note; the cleaner is e-mailed either way.

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});

const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
const iso = (date: Date) => date.toISOString();
const text = (key: string) => fieldText(key, "en");

const decide = (body: unknown, bearer?: string) =>
  decideRoute(apiRequest("/api/clockinandout/decidecorrection", { method: "PUT", body, bearer }));

type Asked = { owner: Person; recordId: string; requestId: string; clockOutAt: string };

// A cleaner's shift of yesterday (26 to 22 hours ago) and their request to
// move its clock-out an hour later, with its reason.
async function asked(): Promise<Asked> {
  const owner = await createPerson("Cleaner", { firstName: "Síle", lastName: "Quinn" });
  const record = await createClockRecord({ userId: owner.id, clockInAt: ago(26), clockOutAt: ago(22) });
  const clockOutAt = iso(ago(21));
  const response = await requestRoute(
    apiRequest("/api/clockinandout/requestcorrection", {
      method: "POST",
      body: { id: record.id, clockOutAt, reason: "Stayed to lock up the office" },
      bearer: owner.bearer,
    }),
  );
  expect(response.status).toBe(200);
  return { owner, recordId: record.id, requestId: (await response.json()).id, clockOutAt };
}

const mailsTo = (email: string) =>
  db.outboxMail.findMany({ where: { toAddress: email, kind: { startsWith: "clock-request" } } });

describe("PUT /api/clockinandout/decidecorrection", () => {
  it.each([
    ["anonymous", 401],
    ["the cleaner who asked", 403],
    ["a client", 403],
    ["an administrator", 200],
    ["a super administrator", 200],
  ] as const)("approved by %s → %i", async (who, status) => {
    const request = await asked();
    const callers: Record<string, Person | undefined> = {
      anonymous: undefined,
      "the cleaner who asked": request.owner,
      "a client": cast.client,
      "an administrator": cast.admin,
      "a super administrator": cast.superAdmin,
    };
    const before = await fingerprint();
    const response = await decide({ id: request.requestId, decision: "approve" }, callers[who]?.bearer);
    expect(response.status).toBe(status);
    if (status !== 200) expect(await fingerprint()).toBe(before);
  });

  it("approving corrects the record as asked, by the office with the cleaner's reason, and e-mails the cleaner", async () => {
    const request = await asked();
    const original = await db.clockRecord.findUniqueOrThrow({ where: { id: request.recordId } });
    const response = await decide({ id: request.requestId, decision: "approve" }, cast.admin.bearer);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "approved",
      decidedBy: { id: cast.admin.id, name: "Orla Doyle" },
      decidedAt: expect.any(String),
      record: { id: request.recordId, clockOutAt: request.clockOutAt },
    });
    const record = await db.clockRecord.findUniqueOrThrow({ where: { id: request.recordId } });
    expect(iso(record.clockOutAt!)).toBe(request.clockOutAt);
    expect(record.clockInAt).toEqual(original.clockInAt);

    const stored = await db.clockCorrectionRequest.findUniqueOrThrow({ where: { id: request.requestId } });
    expect(stored).toMatchObject({ status: "approved", pendingFor: null, correctionId: expect.any(String) });
    const correction = await db.clockCorrection.findUniqueOrThrow({ where: { id: stored.correctionId! } });
    expect(correction).toMatchObject({ byId: cast.admin.id, reason: "Stayed to lock up the office" });
    expect(JSON.parse(correction.before)).toEqual({ clockOutAt: iso(original.clockOutAt!) });
    expect(JSON.parse(correction.after)).toEqual({ clockOutAt: request.clockOutAt });

    // The record's page says whose request the correction granted.
    const shown = await (
      await getRecord(
        getRequest("/api/ClockInAndOut/GetClockInAndOutbyId", { id: request.recordId }, request.owner.bearer),
      )
    ).json();
    expect(shown.requestPending).toBe(false);
    expect(shown.corrections[0]).toMatchObject({
      by: { id: cast.admin.id },
      requestedBy: { id: request.owner.id, name: "Síle Quinn" },
    });
    const [mail, ...others] = await mailsTo(request.owner.email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: "clock-request-approved", locale: "en" });
    expect(mail!.text).toContain(`/dashboard/clocking/requests?record=${request.recordId}`);
  });

  it("declining needs a note, leaves the record as it was, and e-mails the note", async () => {
    const request = await asked();
    const before = await fingerprint();
    const bare = await decide({ id: request.requestId, decision: "decline" }, cast.admin.bearer);
    expect(bare.status).toBe(400);
    expect((await bare.json()).error.fields).toEqual({ note: text("declineNoteRequired") });
    expect(await fingerprint()).toBe(before);

    const original = await db.clockRecord.findUniqueOrThrow({ where: { id: request.recordId } });
    const note = "The alarm log shows the office locked at 18:05.";
    const response = await decide({ id: request.requestId, decision: "decline", note }, cast.superAdmin.bearer);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "declined", note, decidedBy: { id: cast.superAdmin.id } });
    expect(await db.clockRecord.findUniqueOrThrow({ where: { id: request.recordId } })).toEqual(original);
    expect(await db.clockCorrection.count({ where: { recordId: request.recordId } })).toBe(0);
    const [mail] = await mailsTo(request.owner.email);
    expect(mail).toMatchObject({ kind: "clock-request-declined" });
    expect(mail!.text).toContain(note);
  });

  it("decides a request once: a second decision, or one after a withdrawal, is refused with 409", async () => {
    const request = await asked();
    expect((await decide({ id: request.requestId, decision: "approve" }, cast.admin.bearer)).status).toBe(200);
    const before = await fingerprint();
    for (const body of [
      { id: request.requestId, decision: "approve" },
      { id: request.requestId, decision: "decline", note: "Changed my mind" },
    ]) {
      const again = await decide(body, cast.superAdmin.bearer);
      expect(again.status).toBe(409);
      expect((await again.json()).error.fields).toEqual({ id: text("correctionNotPending") });
    }
    expect(await fingerprint()).toBe(before);

    const withdrawn = await asked();
    await withdrawRoute(
      apiRequest("/api/clockinandout/withdrawcorrection", {
        method: "PUT",
        body: { id: withdrawn.requestId },
        bearer: withdrawn.owner.bearer,
      }),
    );
    expect((await decide({ id: withdrawn.requestId, decision: "approve" }, cast.admin.bearer)).status).toBe(409);
  });

  it("approves once when two of the office approve at once", async () => {
    const request = await asked();
    const answers = await Promise.all(
      [cast.admin, cast.superAdmin].map((person) =>
        decide({ id: request.requestId, decision: "approve" }, person.bearer),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await db.clockCorrection.count({ where: { recordId: request.recordId } })).toBe(1);
    expect(await mailsTo(request.owner.email)).toHaveLength(1);
  });

  it("when the record can no longer be corrected as asked, refuses the approval and the request still waits", async () => {
    const request = await asked();
    // The week's timesheet was approved after the cleaner asked.
    await createTimesheet({
      userId: request.owner.id,
      periodStart: ago(24 * 6),
      periodEnd: ago(1),
      status: "approved",
    });
    const before = await fingerprint();
    const response = await decide({ id: request.requestId, decision: "approve" }, cast.admin.bearer);
    expect(response.status).toBe(409);
    expect((await response.json()).error.fields).toEqual({ id: text("clockLocked") });
    expect(await fingerprint()).toBe(before);
    // The office can still decline it, saying why.
    const declined = await decide(
      { id: request.requestId, decision: "decline", note: "Your timesheet for the week is approved already." },
      cast.admin.bearer,
    );
    expect(declined.status).toBe(200);
  });

  it("approving a missed clocking adds the record, with the office's correction from nothing, once", async () => {
    const owner = await createPerson("Cleaner", { firstName: "Dara", lastName: "Kinsella" });
    const [clockInAt, clockOutAt] = [iso(ago(30)), iso(ago(26))];
    const asked = await requestRoute(
      apiRequest("/api/clockinandout/requestcorrection", {
        method: "POST",
        body: { clockInAt, clockOutAt, reason: "My phone was flat all morning" },
        bearer: owner.bearer,
      }),
    );
    const { id } = await asked.json();
    const answers = await Promise.all(
      [cast.admin, cast.superAdmin].map((person) => decide({ id, decision: "approve" }, person.bearer)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const [record, ...others] = await db.clockRecord.findMany({ where: { userId: owner.id } });
    expect(others).toEqual([]);
    expect(record).toMatchObject({ clockInAt: new Date(clockInAt), clockOutAt: new Date(clockOutAt) });
    const stored = await db.clockCorrectionRequest.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ status: "approved", recordId: record!.id, correctionId: expect.any(String) });
    const correction = await db.clockCorrection.findUniqueOrThrow({ where: { id: stored.correctionId! } });
    expect(correction.reason).toBe("My phone was flat all morning");
    expect(JSON.parse(correction.before)).toEqual({ clockInAt: null, clockOutAt: null });
    expect(JSON.parse(correction.after)).toEqual({ clockInAt, clockOutAt });
    const [mail, ...more] = await mailsTo(owner.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toContain("has been added");
    expect(mail!.text).toContain(`/dashboard/clocking/requests?record=${record!.id}`);
  });

  it("refuses to add a missed clocking that now overlaps a record, and it still waits", async () => {
    const owner = await createPerson("Cleaner");
    const asked = await requestRoute(
      apiRequest("/api/clockinandout/requestcorrection", {
        method: "POST",
        body: { clockInAt: iso(ago(30)), clockOutAt: iso(ago(26)), reason: "Flat phone" },
        bearer: owner.bearer,
      }),
    );
    const { id } = await asked.json();
    // The office clocked the same morning in the meantime.
    await createClockRecord({ userId: owner.id, clockInAt: ago(29), clockOutAt: ago(27) });
    const before = await fingerprint();
    const response = await decide({ id, decision: "approve" }, cast.admin.bearer);
    expect(response.status).toBe(409);
    expect(await fingerprint()).toBe(before);
    expect((await db.clockCorrectionRequest.findUniqueOrThrow({ where: { id } })).status).toBe("pending");
  });

  it("answers 404 for an unknown request and 400 naming a bad decision", async () => {
    const unknown = await decide(
      { id: "0b0e3c3e-8e7a-4c61-9a37-5d2f1f0b9a11", decision: "approve" },
      cast.admin.bearer,
    );
    expect(unknown.status).toBe(404);
    const bad = await decide({ id: "0b0e3c3e-8e7a-4c61-9a37-5d2f1f0b9a11", decision: "maybe" }, cast.admin.bearer);
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields)).toEqual(["decision"]);
  });
});
