import { beforeAll, describe, expect, it } from "vitest";
import type { TimesheetStatus } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import {
  at,
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
import { GET as getSheet } from "../gettimesheetbyid/route";
import { PUT as update } from "./route";

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});

const send = (body: unknown, bearer?: string) =>
  update(apiRequest("/api/timesheet/updatetimesheet", { method: "PUT", body, bearer }));

// A fresh cleaner's timesheet in the given status.
async function sheetIn(status: TimesheetStatus, owner?: Person) {
  const person = owner ?? (await createPerson("Cleaner"));
  const sheet = await createTimesheet({
    userId: person.id,
    periodStart: at("2026-11-02T00:00:00Z"),
    periodEnd: at("2026-11-09T00:00:00Z"),
    minutesWorked: 600,
    status,
  });
  return { owner: person, sheet };
}

// The event each change of status leaves in the timesheet's history.
const ACTIONS: Record<string, string> = {
  "draft→submitted": "submitted",
  "submitted→approved": "approved",
  "submitted→rejected": "rejected",
  "rejected→draft": "reopened",
  "approved→draft": "unlocked",
};

type Who = "owner" | "otherCleaner" | "client" | "admin" | "superAdmin" | "anonymous";
const bearer = (who: Who, owner: Person) =>
  who === "anonymous" ? undefined : who === "owner" ? owner.bearer : cast[who].bearer;

describe("PUT /api/timesheet/updatetimesheet", () => {
  it.each([
    ["draft", "submitted", "owner", 200],
    ["draft", "submitted", "admin", 200],
    ["draft", "submitted", "otherCleaner", 404],
    ["draft", "submitted", "client", 403],
    ["draft", "submitted", "anonymous", 401],
    ["draft", "approved", "admin", 409],
    ["draft", "rejected", "admin", 409],
    ["draft", "approved", "owner", 403],
    ["submitted", "approved", "admin", 200],
    ["submitted", "approved", "superAdmin", 200],
    ["submitted", "rejected", "admin", 200],
    ["submitted", "approved", "owner", 403],
    ["submitted", "rejected", "owner", 403],
    ["submitted", "draft", "owner", 409],
    ["submitted", "draft", "admin", 409],
    ["rejected", "draft", "owner", 200],
    ["rejected", "draft", "admin", 200],
    ["rejected", "submitted", "owner", 409],
    ["rejected", "approved", "admin", 409],
    ["approved", "draft", "admin", 200], // unlocked
    ["approved", "draft", "superAdmin", 200],
    ["approved", "draft", "owner", 403],
    ["approved", "draft", "otherCleaner", 404],
    ["approved", "rejected", "superAdmin", 409],
    ["approved", "submitted", "owner", 409],
  ] as const)("%s → %s by %s: %i", async (from, to, who, status) => {
    const { owner, sheet } = await sheetIn(from);
    const before = await fingerprint();
    const response = await send({ id: sheet.id, status: to, reason: "Checked against the rota" }, bearer(who, owner));
    expect(response.status).toBe(status);
    const stored = await db.timesheet.findUniqueOrThrow({ where: { id: sheet.id } });
    if (status !== 200) {
      expect(await fingerprint()).toBe(before);
      return;
    }
    expect(stored.status).toBe(to);
    const approver = who === "owner" ? owner : cast[who as "admin" | "superAdmin"];
    expect(stored.approvedById).toBe(to === "approved" || to === "rejected" ? approver.id : null);
    if (to === "approved") {
      expect((await response.json()).approvedBy).toEqual({ id: approver.id, name: expect.any(String) });
    }
    const events = await db.timesheetEvent.findMany({ where: { timesheetId: sheet.id } });
    expect(events).toEqual([
      expect.objectContaining({
        action: ACTIONS[`${from}→${to}`],
        reason: "Checked against the rota",
        byId: approver.id,
      }),
    ]);
  });

  it("e-mails the owner of a returned timesheet why, in their language; approving sends nothing", async () => {
    const { owner, sheet } = await sheetIn("submitted");
    await db.user.update({ where: { id: owner.id }, data: { locale: "fr" } });
    const reason = "Le mardi après-midi semble trop long : vérifiez votre pointage.";
    expect((await send({ id: sheet.id, status: "rejected", reason }, cast.admin.bearer)).status).toBe(200);
    const mails = await db.outboxMail.findMany({ where: { kind: "timesheet-rejected", toAddress: owner.email } });
    expect(mails).toEqual([
      expect.objectContaining({
        locale: "fr",
        subject: "Votre feuille de temps de la semaine du 2 novembre 2026 est à corriger",
      }),
    ]);
    expect(mails[0]!.text).toContain(reason);
    expect(mails[0]!.text).toContain(`/fr/dashboard/timesheet/${sheet.id}/edit`);

    const approved = await sheetIn("submitted");
    expect((await send({ id: approved.sheet.id, status: "approved" }, cast.admin.bearer)).status).toBe(200);
    expect(await db.outboxMail.count({ where: { toAddress: approved.owner.email } })).toBe(0);
  });

  it("does not let anyone approve their own timesheet", async () => {
    const { sheet } = await sheetIn("submitted", cast.admin);
    const before = await fingerprint();
    expect((await send({ id: sheet.id, status: "approved" }, cast.admin.bearer)).status).toBe(403);
    expect(await fingerprint()).toBe(before);
    expect((await send({ id: sheet.id, status: "approved" }, cast.superAdmin.bearer)).status).toBe(200);
  });

  it("hides a super administrator's timesheet from an administrator", async () => {
    const { sheet } = await sheetIn("submitted", cast.superAdmin);
    expect((await send({ id: sheet.id, status: "approved" }, cast.admin.bearer)).status).toBe(404);
  });

  it.each([
    ["draft", "owner", 200],
    ["rejected", "owner", 200],
    ["submitted", "owner", 409],
    ["submitted", "admin", 200],
    ["approved", "owner", 409],
    ["approved", "superAdmin", 409],
  ] as const)("editing a %s timesheet as %s → %i", async (status, who, expected) => {
    const { owner, sheet } = await sheetIn(status);
    const before = await fingerprint();
    const response = await send({ id: sheet.id, minutesWorked: 480, notes: "Fixed" }, bearer(who, owner));
    expect(response.status).toBe(expected);
    if (expected === 200) expect(await response.json()).toMatchObject({ minutesWorked: 480, notes: "Fixed", status });
    else expect(await fingerprint()).toBe(before);
  });

  it("edits and submits in one call, and checks the period as it will be", async () => {
    const { owner, sheet } = await sheetIn("draft");
    const short = await send({ id: sheet.id, periodEnd: "2026-11-02T06:00:00Z" }, owner.bearer);
    expect(short.status).toBe(400);
    expect(Object.keys((await short.json()).error.fields)).toEqual(["minutesWorked"]);
    const response = await send(
      { id: sheet.id, periodEnd: "2026-11-07", notes: "", status: "submitted" },
      owner.bearer,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      periodEnd: "2026-11-08T00:00:00.000Z",
      notes: null,
      status: "submitted",
    });
  });

  it("refuses moving the period start onto another timesheet of the same person with 409", async () => {
    const { owner, sheet } = await sheetIn("draft");
    await createTimesheet({
      userId: owner.id,
      periodStart: at("2026-11-09"),
      periodEnd: at("2026-11-16"),
    });
    const before = await fingerprint();
    const response = await send({ id: sheet.id, periodStart: "2026-11-09", periodEnd: "2026-11-15" }, owner.bearer);
    expect(response.status).toBe(409);
    expect((await response.json()).error.fields.periodStart).toBe(
      "This person already has a timesheet for Mon, 9 Nov to Sun, 15 Nov, which overlaps this period.",
    );
    expect(await fingerprint()).toBe(before);
  });

  it("refuses stretching the period's end over the person's next timesheet, and keeps the sheet's own days free", async () => {
    const { owner, sheet } = await sheetIn("draft");
    await createTimesheet({ userId: owner.id, periodStart: at("2026-11-09"), periodEnd: at("2026-11-16") });
    const before = await fingerprint();
    const stretched = await send({ id: sheet.id, periodEnd: "2026-11-10" }, owner.bearer);
    expect(stretched.status).toBe(409);
    expect(Object.keys((await stretched.json()).error.fields)).toEqual(["periodStart"]);
    expect(await fingerprint()).toBe(before);
    // Its own period does not stand in its way.
    expect((await send({ id: sheet.id, periodEnd: "2026-11-07" }, owner.bearer)).status).toBe(200);
  });

  it.each([
    ["an unknown id", { id: "7d1f3f8e-2f0a-4d55-9a55-2b1a4f8a0c11", notes: "x" }, 404],
    ["a malformed id", { id: "7", notes: "x" }, 400],
    ["an unknown status", { id: "7d1f3f8e-2f0a-4d55-9a55-2b1a4f8a0c11", status: "paid" }, 400],
  ])("answers %s with %i", async (_case, body, status) => {
    expect((await send(body, cast.admin.bearer)).status).toBe(status);
  });

  it("refuses a period over 31 days with 400 naming periodEnd", async () => {
    const { owner, sheet } = await sheetIn("draft");
    const response = await send({ id: sheet.id, periodEnd: "2026-12-05" }, owner.bearer);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual(["periodEnd"]);
  });
  describe("reasons and unlocking", () => {
    it.each([
      ["rejecting", "submitted", "rejected", "Say why the timesheet is rejected, so that it can be put right."],
      ["unlocking", "approved", "draft", "Say why this approved timesheet is unlocked."],
    ] as const)("refuses %s without a reason (400 naming reason), changing nothing", async (_case, from, to, text) => {
      const { sheet } = await sheetIn(from);
      const before = await fingerprint();
      for (const reason of [undefined, "", "   "]) {
        const response = await send({ id: sheet.id, status: to, reason }, cast.admin.bearer);
        expect(response.status).toBe(400);
        expect((await response.json()).error.fields).toEqual({ reason: text });
      }
      expect(await fingerprint()).toBe(before);
    });

    it("answers the missing reason in the caller's language", async () => {
      const { sheet } = await sheetIn("submitted");
      const response = update(
        apiRequest("/api/timesheet/updatetimesheet", {
          method: "PUT",
          body: { id: sheet.id, status: "rejected" },
          bearer: cast.admin.bearer,
          headers: { "accept-language": "fr" },
        }),
      );
      expect((await (await response).json()).error.fields.reason).toBe(
        "Indiquez pourquoi la feuille de temps est refusée, pour qu’elle puisse être corrigée.",
      );
    });

    it("does not let an administrator unlock their own approved timesheet", async () => {
      const { owner, sheet } = await sheetIn("approved", await createPerson("Administrator"));
      const before = await fingerprint();
      expect((await send({ id: sheet.id, status: "draft", reason: "Mine" }, owner.bearer)).status).toBe(403);
      expect(await fingerprint()).toBe(before);
    });

    it("keeps an approved timesheet locked to any other change, even alongside an unlock", async () => {
      const { sheet } = await sheetIn("approved");
      const before = await fingerprint();
      for (const body of [
        { id: sheet.id, minutesWorked: 60 },
        { id: sheet.id, notes: "x", reason: "Typo" },
        { id: sheet.id, status: "draft", reason: "Wrong hours", minutesWorked: 60 },
      ]) {
        expect((await send(body, cast.superAdmin.bearer)).status).toBe(409);
      }
      expect(await fingerprint()).toBe(before);
    });

    it("unlocks an approved timesheet with a reason; it is then an editable draft, and the history says so", async () => {
      const { owner, sheet } = await sheetIn("submitted");
      expect((await send({ id: sheet.id, status: "approved" }, cast.admin.bearer)).status).toBe(200);
      const unlock = await send({ id: sheet.id, status: "draft", reason: "  Missed Friday  " }, cast.superAdmin.bearer);
      expect(unlock.status).toBe(200);
      expect(await unlock.json()).toMatchObject({ status: "draft", approvedById: null, approvedBy: null });
      expect((await send({ id: sheet.id, minutesWorked: 720 }, owner.bearer)).status).toBe(200);
      expect((await send({ id: sheet.id, status: "submitted" }, owner.bearer)).status).toBe(200);
      const events = await db.timesheetEvent.findMany({
        where: { timesheetId: sheet.id },
        orderBy: { createdAt: "asc" },
      });
      expect(events.map(({ action, reason, byId }) => ({ action, reason, byId }))).toEqual([
        { action: "approved", reason: null, byId: cast.admin.id },
        { action: "unlocked", reason: "Missed Friday", byId: cast.superAdmin.id },
        { action: "submitted", reason: null, byId: owner.id },
      ]);
    });

    it("keeps no event for an edit without a change of status", async () => {
      const { owner, sheet } = await sheetIn("draft");
      expect((await send({ id: sheet.id, notes: "Bus late", reason: "ignored" }, owner.bearer)).status).toBe(200);
      expect(await db.timesheetEvent.count({ where: { timesheetId: sheet.id } })).toBe(0);
    });
  });
});

describe("approving a timesheet while its owner's correction requests wait", () => {
  it("is refused until they are decided, and the sheet says how many wait", async () => {
    const { owner, sheet } = await sheetIn("submitted");
    const record = await createClockRecord({
      userId: owner.id,
      clockInAt: at("2026-11-03T09:00:00Z"),
      clockOutAt: at("2026-11-03T13:00:00Z"),
    });
    // One about a record of the week, one for a missed clocking in it, one of the week after.
    const waiting = await Promise.all([
      db.clockCorrectionRequest.create({
        data: { recordId: record.id, userId: owner.id, reason: "Left at 14:00", pendingFor: record.id },
      }),
      db.clockCorrectionRequest.create({
        data: {
          userId: owner.id,
          clockInAt: at("2026-11-07T09:00:00Z"),
          clockOutAt: at("2026-11-07T11:00:00Z"),
          reason: "Phone was flat",
        },
      }),
    ]);
    await db.clockCorrectionRequest.create({
      data: {
        userId: owner.id,
        clockInAt: at("2026-11-10T09:00:00Z"),
        clockOutAt: at("2026-11-10T11:00:00Z"),
        reason: "Next week",
      },
    });
    const shown = await getSheet(getRequest("/api/timesheet/getTimesheetById", { id: sheet.id }, cast.admin.bearer));
    expect((await shown.json()).waitingCorrections).toBe(2);

    const before = await fingerprint();
    const refused = await send({ id: sheet.id, status: "approved" }, cast.admin.bearer);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.fields).toEqual({
      status: "2 correction requests of this period wait for a decision: decide them first.",
    });
    expect(await fingerprint()).toBe(before);

    await db.clockCorrectionRequest.updateMany({
      where: { id: { in: waiting.map((request) => request.id) } },
      data: { status: "declined", pendingFor: null, note: "No" },
    });
    expect((await send({ id: sheet.id, status: "approved" }, cast.admin.bearer)).status).toBe(200);
  });
});
