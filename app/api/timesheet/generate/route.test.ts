import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import {
  at,
  bearerOf,
  createCast,
  createClockRecord,
  createPerson,
  createTimesheet,
  fingerprint,
  type Cast,
} from "@/tests/fixtures/scheduling";
import { apiRequest } from "@/tests/helpers";
import { POST as generate } from "./route";

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});

const send = (body: unknown, bearer?: string) =>
  generate(apiRequest("/api/timesheet/generate", { method: "POST", body, bearer }));

const sheetsOf = (userId: string) => db.timesheet.findMany({ where: { userId }, orderBy: { periodStart: "asc" } });

const worked = (userId: string, clockIn: string, clockOut: string | null) =>
  createClockRecord({ userId, clockInAt: at(clockIn), clockOutAt: clockOut ? at(clockOut) : null });

describe("POST /api/timesheet/generate", () => {
  it.each([
    [null, 401],
    ["Client", 403],
    ["Cleaner", 200],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role: Role | null, status) => {
    expect((await send({ weekStart: "2027-01-04" }, bearerOf(cast, role))).status).toBe(status);
  });

  it.each([
    ["a Tuesday", { weekStart: "2026-11-03" }],
    ["no date", {}],
    ["a date-time", { weekStart: "2026-11-02T00:00:00Z" }],
    ["an impossible date", { weekStart: "2026-02-30" }],
  ])("refuses %s with 400 naming weekStart", async (_case, body) => {
    const response = await send(body, cast.admin.bearer);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual(["weekStart"]);
  });

  it("says a Monday is wanted", async () => {
    const response = await send({ weekStart: "2026-11-08" }, cast.admin.bearer);
    expect((await response.json()).error.fields.weekStart).toBe("Choose a Monday.");
  });

  it("drafts a week, Monday to Monday in Irish time, for every cleaner with closed records and no timesheet yet", async () => {
    const [worker, covered, onlyOpen, leaver] = await Promise.all([
      createPerson("Cleaner"),
      createPerson("Cleaner"),
      createPerson("Cleaner"),
      createPerson("Cleaner", { status: "banned" }),
    ]);
    // Summer: the week runs from 23:00 UTC on Sunday 5 July to 23:00 UTC on Sunday 12 July.
    await worked(worker.id, "2026-07-05T23:30:00Z", "2026-07-06T01:30:00Z"); // Monday 00:30 in Dublin
    await worked(worker.id, "2026-07-12T22:00:00Z", "2026-07-12T23:00:30Z"); // Sunday 23:00
    await worked(worker.id, "2026-07-12T23:30:00Z", "2026-07-13T01:00:00Z"); // the next Monday: not counted
    await worked(worker.id, "2026-07-05T22:00:00Z", "2026-07-05T22:30:00Z"); // the Sunday before: not counted
    await worked(covered.id, "2026-07-07T08:00:00Z", "2026-07-07T12:00:00Z");
    // A timesheet made by hand that overlaps the week: skipped, hours never counted twice.
    await createTimesheet({ userId: covered.id, periodStart: at("2026-07-06"), periodEnd: at("2026-07-13") });
    await worked(onlyOpen.id, "2026-07-08T08:00:00Z", null);
    await worked(leaver.id, "2026-07-08T08:00:00Z", "2026-07-08T09:00:00Z");
    // Staff are no cleaners: none for them.
    await worked(cast.admin.id, "2026-07-08T08:00:00Z", "2026-07-08T09:00:00Z");

    const response = await send({ weekStart: "2026-07-06" }, cast.admin.bearer);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ created: 2, skipped: 1 });
    expect(await sheetsOf(worker.id)).toEqual([
      expect.objectContaining({
        periodStart: at("2026-07-05T23:00:00Z"),
        periodEnd: at("2026-07-12T23:00:00Z"),
        minutesWorked: 180,
        status: "draft",
        approvedById: null,
      }),
    ]);
    expect(await sheetsOf(leaver.id)).toEqual([expect.objectContaining({ minutesWorked: 60 })]);
    expect(await sheetsOf(covered.id)).toHaveLength(1);
    expect(await sheetsOf(onlyOpen.id)).toEqual([]);
    expect(await sheetsOf(cast.admin.id)).toEqual([]);

    // Again: everyone has one now.
    const before = await fingerprint();
    expect(await (await send({ weekStart: "2026-07-06" }, cast.superAdmin.bearer)).json()).toEqual({
      created: 0,
      skipped: 3,
    });
    expect(await fingerprint()).toBe(before);
  });

  it("drafts only for userId when given", async () => {
    const [one, another] = await Promise.all([createPerson("Cleaner"), createPerson("Cleaner")]);
    await worked(one.id, "2026-11-02T09:00:00Z", "2026-11-02T12:00:00Z");
    await worked(another.id, "2026-11-02T09:00:00Z", "2026-11-02T12:00:00Z");
    const response = await send({ weekStart: "2026-11-02", userId: one.id }, cast.admin.bearer);
    expect(await response.json()).toEqual({ created: 1, skipped: 0 });
    expect(await sheetsOf(one.id)).toEqual([
      expect.objectContaining({ periodStart: at("2026-11-02T00:00:00Z"), periodEnd: at("2026-11-09T00:00:00Z") }),
    ]);
    expect(await sheetsOf(another.id)).toEqual([]);
  });

  it("lets a cleaner draft only their own week", async () => {
    const [me, colleague] = await Promise.all([createPerson("Cleaner"), createPerson("Cleaner")]);
    await worked(me.id, "2026-11-16T09:00:00Z", "2026-11-16T11:00:00Z");
    await worked(colleague.id, "2026-11-16T09:00:00Z", "2026-11-16T11:00:00Z");
    const before = await fingerprint();
    const refused = await send({ weekStart: "2026-11-16", userId: colleague.id }, me.bearer);
    expect(refused.status).toBe(403);
    expect(Object.keys((await refused.json()).error.fields)).toEqual(["userId"]);
    expect(await fingerprint()).toBe(before);
    expect(await (await send({ weekStart: "2026-11-16" }, me.bearer)).json()).toEqual({ created: 1, skipped: 0 });
    expect(await sheetsOf(me.id)).toEqual([expect.objectContaining({ minutesWorked: 120, status: "draft" })]);
    expect(await sheetsOf(colleague.id)).toEqual([]);
    expect(await (await send({ weekStart: "2026-11-16", userId: me.id }, me.bearer)).json()).toEqual({
      created: 0,
      skipped: 1,
    });
  });

  it("refuses a userId that is not a cleaner with 400 naming userId", async () => {
    await worked(cast.client.id, "2026-11-23T09:00:00Z", "2026-11-23T10:00:00Z");
    const before = await fingerprint();
    for (const person of [cast.client, cast.superAdmin]) {
      const response = await send({ weekStart: "2026-11-23", userId: person.id }, cast.admin.bearer);
      expect(response.status).toBe(400);
      expect(Object.keys((await response.json()).error.fields)).toEqual(["userId"]);
    }
    expect(await fingerprint()).toBe(before);
  });
});
