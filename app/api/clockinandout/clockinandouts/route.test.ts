import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import {
  HOUR,
  at,
  bearerOf,
  createCast,
  createClockRecord,
  createJob,
  createPerson,
  getRequest,
  type Cast,
  type Person,
} from "@/tests/fixtures/scheduling";
import { GET as listRecords } from "./route";

let cast: Cast;
const ids: Record<string, string> = {};

beforeAll(async () => {
  cast = await createCast();
  const job = await createJob({ clientId: cast.client.id, assigneeId: cast.cleaner.id, title: "Kelly home" });
  const records = {
    ownClosed: {
      userId: cast.cleaner.id,
      jobId: job.id,
      clockInAt: "2026-11-02T09:00:00Z",
      clockOutAt: "2026-11-02T11:30:45Z",
    },
    ownOpen: { userId: cast.cleaner.id, clockInAt: "2026-11-03T08:00:00Z", clockOutAt: null },
    otherCleaners: {
      userId: cast.otherCleaner.id,
      clockInAt: "2026-11-02T10:00:00Z",
      clockOutAt: "2026-11-02T12:00:00Z",
    },
    admins: { userId: cast.admin.id, clockInAt: "2026-11-04T10:00:00Z", clockOutAt: "2026-11-04T11:00:00Z" },
    superAdmins: { userId: cast.superAdmin.id, clockInAt: "2026-11-05T10:00:00Z", clockOutAt: "2026-11-05T11:00:00Z" },
    ownBefore: { userId: cast.cleaner.id, clockInAt: "2026-10-31T23:00:00Z", clockOutAt: "2026-11-01T01:00:00Z" },
  };
  const entries: [string, { userId: string; jobId?: string; clockInAt: string; clockOutAt: string | null }][] =
    Object.entries(records);
  for (const [name, { clockInAt, clockOutAt, ...rest }] of entries) {
    const record = await createClockRecord({
      ...rest,
      clockInAt: at(clockInAt),
      clockOutAt: clockOutAt ? at(clockOutAt) : null,
    });
    ids[name] = record.id;
  }
});

const NOVEMBER = { startDate: "2026-11-01", endDate: "2026-11-30" };

const list = (role: Role | null, query: Record<string, string | undefined> = NOVEMBER) =>
  listRecords(getRequest("/api/ClockInAndOut/ClockInAndOuts", query, bearerOf(cast, role)));

const namesOf = (body: { data: { id: string }[] }) =>
  body.data.map((record) => Object.keys(ids).find((name) => ids[name] === record.id));

describe("GET /api/ClockInAndOut/ClockInAndOuts", () => {
  it.each([
    [null, 401, undefined],
    ["Cleaner", 200, ["ownOpen", "ownClosed"]],
    ["Client", 200, []],
    ["Administrator", 200, ["admins", "ownOpen", "otherCleaners", "ownClosed"]],
    ["SuperAdministrator", 200, ["superAdmins", "admins", "ownOpen", "otherCleaners", "ownClosed"]],
  ] as const)("as %s → %i, newest first, only what the role may see", async (role, status, expected) => {
    const response = await list(role);
    expect(response.status).toBe(status);
    if (!expected) return;
    const body = await response.json();
    expect(namesOf(body)).toEqual(expected);
    expect(body.totalRecords).toBe(expected.length);
  });

  it("answers minutesWorked for closed records, null for open ones, with the person and job", async () => {
    const { data } = await (await list("Cleaner")).json();
    expect(data[1]).toMatchObject({
      id: ids.ownClosed,
      user: { id: cast.cleaner.id, name: "Aoife Byrne" },
      job: { title: "Kelly home" },
      clockInAt: "2026-11-02T09:00:00.000Z",
      clockOutAt: "2026-11-02T11:30:45.000Z",
      minutesWorked: 150,
    });
    expect(data[0]).toMatchObject({ id: ids.ownOpen, clockOutAt: null, minutesWorked: null });
  });

  it.each([
    ["Administrator", "otherCleaner", ["otherCleaners"]],
    ["Administrator", "superAdmin", []],
    ["SuperAdministrator", "superAdmin", ["superAdmins"]],
    ["Cleaner", "otherCleaner", []],
    ["Cleaner", "cleaner", ["ownOpen", "ownClosed"]],
  ] as const)("as %s filtered to the %s → %j", async (role, whose, expected) => {
    const body = await (await list(role, { ...NOVEMBER, userId: cast[whose].id })).json();
    expect(namesOf(body)).toEqual(expected);
  });

  it.each([
    ["no range", {}, ["query.endDate", "query.startDate"]],
    ["an inverted range", { startDate: "2026-11-30", endDate: "2026-11-01" }, ["query.endDate"]],
    ["more than 93 days", { startDate: "2026-01-01", endDate: "2026-06-01" }, ["query.endDate"]],
    ["a malformed userId", { ...NOVEMBER, userId: "me" }, ["query.userId"]],
    ["a page size over 100", { ...NOVEMBER, pageSize: "101" }, ["query.pageSize"]],
  ])("answers 400 for %s", async (_case, query, fields) => {
    const response = await list("Administrator", query);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields).sort()).toEqual(fields);
  });
});

describe("GET /api/ClockInAndOut/ClockInAndOuts – forgotten clock-outs and totals", () => {
  const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
  const LAST_WEEK = () => ({ startDate: ago(7 * 24).toISOString(), endDate: ago(-1).toISOString() });
  let worker: Person;
  const mine: Record<string, string> = {};

  beforeAll(async () => {
    worker = await createPerson("Cleaner");
    const records = {
      forgotten: { clockInAt: ago(13), clockOutAt: null },
      closedLong: { clockInAt: ago(40), clockOutAt: new Date(ago(32.5).getTime() + 30_000) }, // 7 h 30 min 30 s
      closedShort: { clockInAt: ago(50), clockOutAt: new Date(ago(50).getTime() + 45.5 * 60_000) }, // 45 min 30 s
    };
    for (const [name, times] of Object.entries(records)) {
      mine[name] = (await createClockRecord({ userId: worker.id, ...times })).id;
    }
  });

  const namesOfMine = (body: { data: { id: string }[] }) =>
    body.data.map((record) => Object.keys(mine).find((name) => mine[name] === record.id));

  it.each([
    ["true", ["forgotten"]],
    ["false", ["closedLong", "closedShort"]],
    [undefined, ["forgotten", "closedLong", "closedShort"]],
  ] as const)("forgotten=%s lists %j", async (forgotten, expected) => {
    const body = await (await list("Administrator", { ...LAST_WEEK(), userId: worker.id, forgotten })).json();
    expect(namesOfMine(body)).toEqual(expected);
    expect(body.data.map((record: { forgotten: boolean }) => record.forgotten)).toEqual(
      expected.map((name) => name === "forgotten"),
    );
  });

  it("flags a record open for less than 12 hours as not forgotten, and keeps it out of forgotten=true", async () => {
    const person = await createPerson("Cleaner");
    const record = await createClockRecord({ userId: person.id, clockInAt: ago(11.5) });
    const all = await (await list("Administrator", { ...LAST_WEEK(), userId: person.id })).json();
    expect(all.data).toEqual([expect.objectContaining({ id: record.id, forgotten: false, locked: false })]);
    const forgotten = await (
      await list("Administrator", { ...LAST_WEEK(), userId: person.id, forgotten: "true" })
    ).json();
    expect(forgotten.data).toEqual([]);
  });

  it("answers totals over the whole range, not the page, when userId is given", async () => {
    const response = await list("Administrator", { ...LAST_WEEK(), userId: worker.id, pageSize: "1" });
    const body = await response.json();
    expect(body.data).toHaveLength(1);
    expect(body.totalRecords).toBe(3);
    // 450.5 minutes + 45.5 minutes, rounded down once as a timesheet counts them.
    expect(body.totals).toEqual({ records: 3, minutesWorked: 496, openRecords: 1 });
  });

  it("answers totals of what the caller may see, and none without userId", async () => {
    const own = await (await list("Cleaner", { ...LAST_WEEK(), userId: worker.id })).json();
    expect(own.totals).toEqual({ records: 0, minutesWorked: 0, openRecords: 0 });
    expect((await (await list("Administrator", LAST_WEEK())).json()).totals).toBeUndefined();
  });

  it("answers 400 for a forgotten flag that is not true or false", async () => {
    const response = await list("Administrator", { ...LAST_WEEK(), forgotten: "yes" });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual(["query.forgotten"]);
  });
});
