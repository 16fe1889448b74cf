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
  type Cast,
  type Person,
} from "@/tests/fixtures/scheduling";
import { apiRequest } from "@/tests/helpers";
import { POST as addRoute } from "./route";

// The office adds a cleaner's clocking that was never recorded (the cleaner
// phoned instead of asking on the app): a record, and a correction from
// nothing that says who added it and why.

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});

const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
const iso = (date: Date) => date.toISOString();
const add = (body: unknown, bearer?: string) =>
  addRoute(apiRequest("/api/clockinandout/addrecord", { method: "POST", body, bearer }));
const morning = (userId: string) => ({
  userId,
  clockInAt: iso(ago(30)),
  clockOutAt: iso(ago(26)),
  reason: "Phoned: her phone was flat",
});

describe("POST /api/clockinandout/addrecord", () => {
  it.each([
    ["anonymous", 401],
    ["the cleaner", 403],
    ["a client", 403],
    ["an administrator", 200],
    ["a super administrator", 200],
  ] as const)("called by %s → %i", async (who, status) => {
    const cleaner = await createPerson("Cleaner");
    const callers: Record<string, Person | undefined> = {
      anonymous: undefined,
      "the cleaner": cleaner,
      "a client": cast.client,
      "an administrator": cast.admin,
      "a super administrator": cast.superAdmin,
    };
    const before = await fingerprint();
    const response = await add(morning(cleaner.id), callers[who]?.bearer);
    expect(response.status).toBe(status);
    if (status !== 200) expect(await fingerprint()).toBe(before);
  });

  it("adds the record with its correction from nothing, by whom and why", async () => {
    const cleaner = await createPerson("Cleaner");
    const body = morning(cleaner.id);
    const response = await add(body, cast.admin.bearer);
    expect(response.status).toBe(200);
    const record = await response.json();
    expect(record).toMatchObject({
      userId: cleaner.id,
      clockInAt: body.clockInAt,
      clockOutAt: body.clockOutAt,
      minutesWorked: 240,
      requestPending: false,
    });
    const [correction, ...more] = await db.clockCorrection.findMany({ where: { recordId: record.id } });
    expect(more).toEqual([]);
    expect(correction).toMatchObject({ byId: cast.admin.id, reason: "Phoned: her phone was flat" });
    expect(JSON.parse(correction!.before)).toEqual({ clockInAt: null, clockOutAt: null });
    expect(JSON.parse(correction!.after)).toEqual({ clockInAt: body.clockInAt, clockOutAt: body.clockOutAt });
  });

  it("refuses what a record may not be, naming the field and writing nothing", async () => {
    const cleaner = await createPerson("Cleaner");
    await createClockRecord({ userId: cleaner.id, clockInAt: ago(29), clockOutAt: ago(27) });
    const locked = await createPerson("Cleaner");
    await createTimesheet({ userId: locked.id, periodStart: ago(24 * 7), periodEnd: ago(1), status: "approved" });
    const text = (key: string) => fieldText(key, "en");
    const cases: [unknown, number, Record<string, string>][] = [
      [{ ...morning(cleaner.id), clockOutAt: undefined }, 400, { clockOutAt: text("required") }],
      [{ ...morning(cleaner.id), reason: " " }, 400, { reason: text("required") }],
      [morning(cast.client.id), 400, { userId: "Choose an active cleaner." }],
      [{ ...morning(cleaner.id), clockOutAt: iso(ago(-1)) }, 400, { clockOutAt: text("timeInFuture") }],
      [morning(cleaner.id), 409, { clockInAt: text("clockOverlap"), clockOutAt: text("clockOverlap") }],
      [morning(locked.id), 409, { clockInAt: text("clockLocked") }],
    ];
    const before = await fingerprint();
    for (const [body, status, fields] of cases) {
      const response = await add(body, cast.admin.bearer);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await response.json()).error.fields).toEqual(fields);
    }
    expect(await fingerprint()).toBe(before);
  });
});
