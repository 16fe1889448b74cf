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
import { GET as listRequests } from "../correctionrequests/route";
import { GET as getRecord } from "../getclockinandoutbyid/route";
import { PUT as withdrawRoute } from "../withdrawcorrection/route";
import { POST as requestRoute } from "./route";

// A cleaner's request that the office correct one of their clock records,
// its withdrawal and the list of requests. The office's decision:
// ../decidecorrection/route.test.ts.

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});

const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
const iso = (date: Date) => date.toISOString();

const ask = (body: unknown, bearer?: string) =>
  requestRoute(apiRequest("/api/clockinandout/requestcorrection", { method: "POST", body, bearer }));
const withdraw = (id: string, bearer?: string) =>
  withdrawRoute(apiRequest("/api/clockinandout/withdrawcorrection", { method: "PUT", body: { id }, bearer }));
const list = (query: Record<string, string | undefined>, bearer?: string) =>
  listRequests(getRequest("/api/clockinandout/correctionrequests", query, bearer));
const detail = async (id: string, bearer: string) =>
  (await getRecord(getRequest("/api/ClockInAndOut/GetClockInAndOutbyId", { id }, bearer))).json();

// A cleaner's closed record from 26 to 22 hours ago (yesterday's shift), or
// as many days before that.
async function shiftOf(cleaner: Person, daysBefore = 0) {
  const hours = 24 * daysBefore;
  return createClockRecord({ userId: cleaner.id, clockInAt: ago(hours + 26), clockOutAt: ago(hours + 22) });
}

const text = (key: string) => fieldText(key, "en");
const fieldsOf = async (response: Response) => (await response.json()).error.fields as Record<string, string>;

describe("POST /api/clockinandout/requestcorrection", () => {
  it.each([
    ["anonymous", 401],
    ["the owner", 200],
    ["another cleaner", 404],
    ["a client", 403],
    ["an administrator", 403],
    ["a super administrator", 403],
  ] as const)("asked by %s → %i", async (who, status) => {
    const owner = await createPerson("Cleaner");
    const record = await shiftOf(owner);
    const callers: Record<string, Person | undefined> = {
      anonymous: undefined,
      "the owner": owner,
      "another cleaner": cast.otherCleaner,
      "a client": cast.client,
      "an administrator": cast.admin,
      "a super administrator": cast.superAdmin,
    };
    const before = await fingerprint();
    const response = await ask({ id: record.id, clockOutAt: iso(ago(21)), reason: "Left later" }, callers[who]?.bearer);
    expect(response.status).toBe(status);
    if (status !== 200) expect(await fingerprint()).toBe(before);
  });

  it("keeps the times asked for (only those that differ) and flags the record", async () => {
    const owner = await createPerson("Cleaner", { firstName: "Máire", lastName: "Brennan" });
    const record = await shiftOf(owner);
    const clockOutAt = iso(ago(21.5));
    const response = await ask(
      { id: record.id, clockInAt: iso(record.clockInAt), clockOutAt, reason: "Finished the ovens" },
      owner.bearer,
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      status: "pending",
      reason: "Finished the ovens",
      clockInAt: null,
      clockOutAt,
      note: null,
      decidedAt: null,
      decidedBy: null,
      user: { id: owner.id, name: "Máire Brennan" },
      record: { id: record.id, clockInAt: iso(record.clockInAt), clockOutAt: iso(record.clockOutAt!) },
    });
    // The record itself is unchanged until the office approves.
    const stored = await db.clockRecord.findUniqueOrThrow({ where: { id: record.id } });
    expect(stored.clockOutAt).toEqual(record.clockOutAt);
    const shown = await detail(record.id, owner.bearer);
    expect(shown.requestPending).toBe(true);
    expect(shown.requests).toEqual([expect.objectContaining({ id: body.id, status: "pending" })]);
    expect(shown.corrections).toEqual([]);
  });

  it.each([
    ["no reason", { clockOutAt: "in21" }, ["reason"], "required"],
    ["no time", {}, ["clockInAt", "clockOutAt"], "correctionNoChange"],
    ["the recorded times", { clockInAt: "in", clockOutAt: "out" }, ["clockInAt", "clockOutAt"], "correctionNoChange"],
    ["a time in the future", { clockOutAt: "future" }, ["clockOutAt"], "timeInFuture"],
    ["a clock-out before the clock-in", { clockOutAt: "in27" }, ["clockOutAt"], "clockOutAfterClockIn"],
    ["a malformed time", { clockOutAt: "yesterday" }, ["clockOutAt"], undefined],
  ] as const)("refuses %s with 400 naming the field, writing nothing", async (_case, times, fields, key) => {
    const owner = await createPerson("Cleaner");
    const record = await shiftOf(owner);
    const values: Record<string, string> = {
      in: iso(record.clockInAt),
      out: iso(record.clockOutAt!),
      in21: iso(ago(21)),
      in27: iso(ago(27)),
      future: iso(ago(-2)),
      yesterday: "yesterday",
    };
    const body = {
      id: record.id,
      ...Object.fromEntries(Object.entries(times).map(([field, name]) => [field, values[name]])),
      ...(_case !== "no reason" && { reason: "Wrong time" }),
    };
    const before = await fingerprint();
    const response = await ask(body, owner.bearer);
    expect(response.status).toBe(400);
    const named = await fieldsOf(response);
    expect(Object.keys(named).sort()).toEqual([...fields].sort());
    if (key) for (const field of fields) expect(named[field]).toBe(text(key));
    expect(await fingerprint()).toBe(before);
  });

  it("refuses times that overlap another record, and a record in an approved timesheet, with 409", async () => {
    const owner = await createPerson("Cleaner");
    const record = await shiftOf(owner);
    await createClockRecord({ userId: owner.id, clockInAt: ago(21), clockOutAt: ago(20) });
    const before = await fingerprint();
    const overlap = await ask({ id: record.id, clockOutAt: iso(ago(20.5)), reason: "Stayed on" }, owner.bearer);
    expect(overlap.status).toBe(409);
    expect((await fieldsOf(overlap)).clockOutAt).toBe(text("clockOverlap"));

    expect(await fingerprint()).toBe(before);

    const lockedOwner = await createPerson("Cleaner");
    const locked = await shiftOf(lockedOwner);
    await createTimesheet({ userId: lockedOwner.id, periodStart: ago(24 * 7), periodEnd: ago(1), status: "approved" });
    const beforeLocked = await fingerprint();
    const refused = await ask({ id: locked.id, clockOutAt: iso(ago(21)), reason: "Stayed on" }, lockedOwner.bearer);
    expect(refused.status).toBe(409);
    expect((await fieldsOf(refused)).id).toBe(text("clockLocked"));
    expect(await fingerprint()).toBe(beforeLocked);
  });

  it("keeps one waiting request per record, even when two are sent at once", async () => {
    const owner = await createPerson("Cleaner");
    const record = await shiftOf(owner);
    const first = await ask({ id: record.id, clockOutAt: iso(ago(21)), reason: "Left at 21" }, owner.bearer);
    expect(first.status).toBe(200);
    const second = await ask({ id: record.id, clockOutAt: iso(ago(21.5)), reason: "Left earlier" }, owner.bearer);
    expect(second.status).toBe(409);
    expect((await fieldsOf(second)).id).toBe(text("correctionPending"));

    const other = await shiftOf(owner, 2);
    const answers = await Promise.all(
      ["A", "B"].map((reason) => ask({ id: other.id, clockOutAt: iso(ago(48 + 21)), reason }, owner.bearer)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await db.clockCorrectionRequest.count({ where: { recordId: other.id } })).toBe(1);
  });
});

describe("POST /api/clockinandout/requestcorrection for a missed clocking (no record)", () => {
  it("keeps both times asked for, with no record until the office adds it", async () => {
    const owner = await createPerson("Cleaner");
    const clockInAt = iso(ago(30)),
      clockOutAt = iso(ago(27));
    const response = await ask({ clockInAt, clockOutAt, reason: "Phone was flat" }, owner.bearer);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "pending", clockInAt, clockOutAt, record: null });
    expect(await db.clockRecord.count({ where: { userId: owner.id } })).toBe(0);
  });

  it.each([
    ["no clock-out", { clockInAt: 30 }, 400, { clockOutAt: "required" }],
    ["no times", {}, 400, { clockInAt: "required", clockOutAt: "required" }],
    ["a clock-out in the future", { clockInAt: 1, clockOutAt: -1 }, 400, { clockOutAt: "timeInFuture" }],
    ["a clock-out before the clock-in", { clockInAt: 27, clockOutAt: 30 }, 400, { clockOutAt: "clockOutAfterClockIn" }],
    [
      "times over a record",
      { clockInAt: 25, clockOutAt: 23 },
      409,
      { clockInAt: "clockOverlap", clockOutAt: "clockOverlap" },
    ],
  ] as const)("refuses %s, writing nothing", async (_case, hoursAgo, status, fields) => {
    const owner = await createPerson("Cleaner");
    await shiftOf(owner);
    const body = {
      ...Object.fromEntries(Object.entries(hoursAgo).map(([field, hours]) => [field, iso(ago(hours))])),
      reason: "Phone was flat",
    };
    const before = await fingerprint();
    const response = await ask(body, owner.bearer);
    expect(response.status).toBe(status);
    expect(await fieldsOf(response)).toEqual(
      Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, text(key)])),
    );
    expect(await fingerprint()).toBe(before);
  });

  it("refuses a missed clocking over one already waiting, until that one is withdrawn", async () => {
    const owner = await createPerson("Cleaner");
    const first = await ask({ clockInAt: iso(ago(30)), clockOutAt: iso(ago(27)), reason: "Flat" }, owner.bearer);
    expect(first.status).toBe(200);
    const before = await fingerprint();
    const again = await ask({ clockInAt: iso(ago(28)), clockOutAt: iso(ago(26)), reason: "Flat" }, owner.bearer);
    expect(again.status).toBe(409);
    expect((await fieldsOf(again)).clockInAt).toBe(text("missedPending"));
    expect(await fingerprint()).toBe(before);
    // Another cleaner's missed time, and this one's other days, are no concern.
    const other = await createPerson("Cleaner");
    expect(
      (await ask({ clockInAt: iso(ago(28)), clockOutAt: iso(ago(26)), reason: "Flat" }, other.bearer)).status,
    ).toBe(200);
    expect(
      (await ask({ clockInAt: iso(ago(52)), clockOutAt: iso(ago(50)), reason: "Flat" }, owner.bearer)).status,
    ).toBe(200);
    await withdraw((await first.json()).id, owner.bearer);
    expect(
      (await ask({ clockInAt: iso(ago(28)), clockOutAt: iso(ago(26)), reason: "Flat" }, owner.bearer)).status,
    ).toBe(200);
  });

  it("stores one of two missed clockings of the same time sent at once", async () => {
    const owner = await createPerson("Cleaner");
    const body = { clockInAt: iso(ago(30)), clockOutAt: iso(ago(27)), reason: "Flat" };
    const answers = await Promise.all([ask(body, owner.bearer), ask({ ...body, reason: "Flat, again" }, owner.bearer)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await db.clockCorrectionRequest.count({ where: { userId: owner.id } })).toBe(1);
  });

  it("refuses a missed clocking in an approved timesheet's period with 409", async () => {
    const owner = await createPerson("Cleaner");
    await createTimesheet({ userId: owner.id, periodStart: ago(24 * 7), periodEnd: ago(1), status: "approved" });
    const before = await fingerprint();
    const response = await ask({ clockInAt: iso(ago(30)), clockOutAt: iso(ago(27)), reason: "Flat" }, owner.bearer);
    expect(response.status).toBe(409);
    expect((await fieldsOf(response)).clockInAt).toBe(text("clockLocked"));
    expect(await fingerprint()).toBe(before);
  });
});

describe("PUT /api/clockinandout/withdrawcorrection", () => {
  it("lets the cleaner take back a waiting request, and ask again", async () => {
    const owner = await createPerson("Cleaner");
    const record = await shiftOf(owner);
    const { id } = await (
      await ask({ id: record.id, clockOutAt: iso(ago(21)), reason: "Left later" }, owner.bearer)
    ).json();
    const before = await fingerprint();
    for (const caller of [cast.otherCleaner, cast.admin, cast.client]) {
      expect([403, 404]).toContain((await withdraw(id, caller.bearer)).status);
    }
    expect(await fingerprint()).toBe(before);

    const response = await withdraw(id, owner.bearer);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, status: "withdrawn", decidedBy: null });
    expect((await detail(record.id, owner.bearer)).requestPending).toBe(false);
    const again = await withdraw(id, owner.bearer);
    expect(again.status).toBe(409);
    expect((await fieldsOf(again)).id).toBe(text("correctionNotPending"));
    expect((await ask({ id: record.id, clockOutAt: iso(ago(21.5)), reason: "Now right" }, owner.bearer)).status).toBe(
      200,
    );
  });
});

describe("GET /api/clockinandout/correctionrequests", () => {
  it("answers a cleaner's own, the office's everyone's; waiting ones oldest first, by status and person", async () => {
    const [one, two] = [await createPerson("Cleaner"), await createPerson("Cleaner")];
    const asked: string[] = [];
    for (const [person, days] of [
      [one, 0],
      [two, 0],
      [one, 3],
    ] as const) {
      const record = await shiftOf(person, days);
      const clockOutAt = iso(ago(24 * days + 21));
      const answer = await ask({ id: record.id, clockOutAt, reason: "Later" }, person.bearer);
      asked.push((await answer.json()).id);
    }
    await withdraw(asked[2]!, one.bearer);

    const own = await (await list({}, one.bearer)).json();
    expect(own.totalRecords).toBe(2);
    expect(own.data.map((row: { id: string }) => row.id)).toEqual([asked[2], asked[0]]);
    // A cleaner cannot read another's by naming them.
    expect((await (await list({ userId: two.id }, one.bearer)).json()).totalRecords).toBe(2);

    const waiting = await (await list({ status: "pending", pageSize: "100" }, cast.admin.bearer)).json();
    const ids = waiting.data.map((row: { id: string }) => row.id);
    expect(ids.indexOf(asked[0])).toBeLessThan(ids.indexOf(asked[1]));
    expect(ids).not.toContain(asked[2]);
    const byPerson = await (await list({ userId: one.id }, cast.superAdmin.bearer)).json();
    expect(byPerson.data.map((row: { id: string }) => row.id)).toEqual([asked[2], asked[0]]);
    const paged = await (await list({ userId: one.id, pageSize: "1", pageNumber: "2" }, cast.admin.bearer)).json();
    expect(paged).toMatchObject({ totalRecords: 2, data: [{ id: asked[0] }] });

    expect((await list({}, cast.client.bearer)).status).toBe(403);
    expect((await list({})).status).toBe(401);
    const bad = await list({ status: "maybe" }, cast.admin.bearer);
    expect(bad.status).toBe(400);
    expect(Object.keys(await fieldsOf(bad))).toEqual(["query.status"]);
  });
});
