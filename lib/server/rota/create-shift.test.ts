import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteRoute } from "@/app/api/rota/delete/route";
import { POST as createRoute } from "@/app/api/rota/createrota/route";
import { db } from "@/lib/server/db";
import { at, createCast, createPerson, createShift, fingerprint, type Cast } from "@/tests/fixtures/scheduling";
import { apiRequest } from "@/tests/helpers";

// Booking shifts through POST /api/rota/createrota on a real database: the
// overlap rule, the clash named in Irish time, repeats kept at the Dublin
// wall-clock time across the clock changes, made whole or not at all, and
// deleting a repeat from one shift on.

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});

// Wall-clock time in Dublin, read with Intl (not with the code under test).
const DUBLIN = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Dublin",
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const dublinClock = (date: Date | string) => DUBLIN.format(new Date(date));

function create(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return createRoute(apiRequest("/api/rota/createrota", { body, bearer: cast.admin.bearer, headers }));
}

const booking = (cleanerId: string, startsAt: string, endsAt: string, extra: Record<string, unknown> = {}) => ({
  cleanerId,
  location: "12 Main Street, Bray",
  startsAt,
  endsAt,
  ...extra,
});

const shiftsOf = (cleanerId: string) => db.rotaShift.findMany({ where: { cleanerId }, orderBy: { startsAt: "asc" } });

async function errorOf(response: Response) {
  expect(response.status).toBe(409);
  return (await response.json()).error as { code: string; message: string; fields: Record<string, string> };
}

describe("the overlap rule", () => {
  it("lets a shift start when another ends, and refuses an overlap naming the other in Irish time", async () => {
    const cleaner = await createPerson("Cleaner");
    // 22:00–06:00 across midnight (December: Irish time is UTC).
    await createShift({
      cleanerId: cleaner.id,
      startsAt: at("2026-12-01T22:00:00Z"),
      endsAt: at("2026-12-02T06:00:00Z"),
      location: "Night shift, Swords",
    });
    const before = await fingerprint();
    const morning = await create(booking(cleaner.id, "2026-12-02T05:00:00Z", "2026-12-02T09:00:00Z"));
    const text = "Clashes with this cleaner’s shift on Tue, 1 Dec, 22:00–06:00, at Night shift, Swords.";
    expect(await errorOf(morning)).toEqual({ code: "CONFLICT", message: text, fields: { startsAt: text } });
    expect(await fingerprint()).toBe(before);
    // Touching: starts when the night shift ends.
    expect((await create(booking(cleaner.id, "2026-12-02T06:00:00Z", "2026-12-02T10:00:00Z"))).status).toBe(200);
    // Touching the other way: ends when the night shift starts.
    expect((await create(booking(cleaner.id, "2026-12-01T18:00:00Z", "2026-12-01T22:00:00Z"))).status).toBe(200);
  });

  it("names the clash in summer time and in the caller's language, in the field and the message", async () => {
    const cleaner = await createPerson("Cleaner");
    await createShift({
      cleanerId: cleaner.id,
      startsAt: at("2027-06-08T08:00:00Z"),
      endsAt: at("2027-06-08T12:00:00Z"),
    });
    const response = await create(booking(cleaner.id, "2027-06-08T11:00:00Z", "2027-06-08T13:00:00Z"), {
      "accept-language": "fr-IE,fr;q=0.9",
    });
    const error = await errorOf(response);
    const french =
      "Chevauche le créneau de cet agent d’entretien le mar. 8 juin, 09:00–13:00, à 4 Patrick Street, Cork.";
    expect(error.fields).toEqual({ startsAt: french });
    expect(error.message).toBe(french);
  });
});

describe("repeating shifts", () => {
  it("makes a weekly repeat with one seriesId, answering the first shift and seriesCount", async () => {
    const cleaner = await createPerson("Cleaner");
    const response = await create(
      booking(cleaner.id, "2026-12-01T09:00:00Z", "2026-12-01T13:00:00Z", {
        notes: "Key in the lockbox",
        repeat: { everyWeeks: 1, until: "2026-12-22" },
      }),
    );
    expect(response.status).toBe(200);
    const first = await response.json();
    expect(first).toMatchObject({ startsAt: "2026-12-01T09:00:00.000Z", seriesCount: 4, published: false });
    expect(first.seriesId).toEqual(expect.any(String));
    const shifts = await shiftsOf(cleaner.id);
    expect(shifts.map((shift) => shift.startsAt.toISOString())).toEqual([
      "2026-12-01T09:00:00.000Z",
      "2026-12-08T09:00:00.000Z",
      "2026-12-15T09:00:00.000Z",
      "2026-12-22T09:00:00.000Z",
    ]);
    for (const shift of shifts) {
      expect(shift).toMatchObject({
        seriesId: first.seriesId,
        notes: "Key in the lockbox",
        createdById: cast.admin.id,
      });
    }
    expect(shifts[0]!.id).toBe(first.id);
  });

  it("repeats every two weeks; a shift without repeat has no seriesId and no seriesCount", async () => {
    const cleaner = await createPerson("Cleaner");
    const fortnightly = await create(
      booking(cleaner.id, "2026-12-01T09:00:00Z", "2026-12-01T10:00:00Z", {
        repeat: { everyWeeks: 2, until: "2026-12-29" },
      }),
    );
    expect((await fortnightly.json()).seriesCount).toBe(3); // 1, 15 and 29 December
    const once = await (await create(booking(cleaner.id, "2026-12-02T09:00:00Z", "2026-12-02T10:00:00Z"))).json();
    expect(once.seriesId).toBeNull();
    expect(once).not.toHaveProperty("seriesCount");
  });

  it("keeps 09:00–13:00 Dublin time across the last Sunday of October", async () => {
    const cleaner = await createPerson("Cleaner");
    // Tuesday 13 October 2026, 09:00 Irish summer time (08:00 UTC).
    const response = await create(
      booking(cleaner.id, "2026-10-13T08:00:00Z", "2026-10-13T12:00:00Z", {
        repeat: { everyWeeks: 1, until: "2026-11-03" },
      }),
    );
    expect(response.status).toBe(200);
    const shifts = await shiftsOf(cleaner.id);
    expect(shifts.map((shift) => [shift.startsAt.toISOString(), shift.endsAt.toISOString()])).toEqual([
      ["2026-10-13T08:00:00.000Z", "2026-10-13T12:00:00.000Z"],
      ["2026-10-20T08:00:00.000Z", "2026-10-20T12:00:00.000Z"],
      ["2026-10-27T09:00:00.000Z", "2026-10-27T13:00:00.000Z"], // after 25 October: GMT
      ["2026-11-03T09:00:00.000Z", "2026-11-03T13:00:00.000Z"],
    ]);
    for (const shift of shifts) {
      expect([dublinClock(shift.startsAt), dublinClock(shift.endsAt)]).toEqual(["Tue 09:00", "Tue 13:00"]);
    }
  });

  it("keeps 09:00–13:00 Dublin time across the last Sunday of March", async () => {
    const cleaner = await createPerson("Cleaner");
    // Tuesday 16 March 2027, 09:00 GMT.
    await create(
      booking(cleaner.id, "2027-03-16T09:00:00Z", "2027-03-16T13:00:00Z", {
        repeat: { everyWeeks: 1, until: "2027-04-06" },
      }),
    );
    const shifts = await shiftsOf(cleaner.id);
    expect(shifts.map((shift) => shift.startsAt.toISOString())).toEqual([
      "2027-03-16T09:00:00.000Z",
      "2027-03-23T09:00:00.000Z",
      "2027-03-30T08:00:00.000Z", // after 28 March: Irish summer time, UTC+1
      "2027-04-06T08:00:00.000Z",
    ]);
    for (const shift of shifts) {
      expect([dublinClock(shift.startsAt), dublinClock(shift.endsAt)]).toEqual(["Tue 09:00", "Tue 13:00"]);
    }
  });

  // Each case is a week after a clock change, where a repeat counted in UTC
  // (7 × 24 h) would sit an hour off: the clash found is the one at the
  // Dublin wall-clock time.
  it.each([
    // October: the repeat is 09:00–13:00 UTC on the 27th (not 08:00–12:00).
    ["before it, ending at its start", "2026-10-13T08:00:00Z", "2026-10-27T08:00:00Z", "2026-10-27T09:00:00Z", null],
    [
      "after its UTC-counted end",
      "2026-10-13T08:00:00Z",
      "2026-10-27T12:30:00Z",
      "2026-10-27T13:30:00Z",
      "Tue, 27 Oct, 12:30–13:30",
    ],
    // March: the repeat is 08:00–12:00 UTC on the 30th (not 09:00–13:00).
    [
      "before its UTC-counted start",
      "2027-03-16T09:00:00Z",
      "2027-03-30T08:00:00Z",
      "2027-03-30T08:30:00Z",
      "Tue, 30 Mar, 09:00–09:30",
    ],
    ["after it, starting at its end", "2027-03-16T09:00:00Z", "2027-03-30T12:00:00Z", "2027-03-30T13:00:00Z", null],
  ])("a shift %s a week after the change → %s", async (_case, firstStart, otherStart, otherEnd, clash) => {
    const cleaner = await createPerson("Cleaner");
    await createShift({
      cleanerId: cleaner.id,
      startsAt: at(otherStart),
      endsAt: at(otherEnd),
      location: "Office, Naas",
    });
    const firstEnd = new Date(Date.parse(firstStart) + 4 * 60 * 60 * 1000).toISOString();
    const until = firstStart.startsWith("2026") ? "2026-11-03" : "2027-04-06";
    const before = await fingerprint();
    const response = await create(booking(cleaner.id, firstStart, firstEnd, { repeat: { everyWeeks: 1, until } }));
    if (clash === null) {
      expect(response.status).toBe(200);
      expect(await db.rotaShift.count({ where: { cleanerId: cleaner.id } })).toBe(5);
      return;
    }
    const error = await errorOf(response);
    expect(error.fields.startsAt).toBe(`Clashes with this cleaner’s shift on ${clash}, at Office, Naas.`);
    // All or nothing: not even the occurrences before the clash were kept.
    expect(await fingerprint()).toBe(before);
    expect(await db.rotaShift.count({ where: { cleanerId: cleaner.id } })).toBe(1);
  });

  it("writes nothing when the last occurrence clashes", async () => {
    const cleaner = await createPerson("Cleaner");
    await createShift({
      cleanerId: cleaner.id,
      startsAt: at("2027-01-26T10:00:00Z"),
      endsAt: at("2027-01-26T11:00:00Z"),
    });
    const before = await fingerprint();
    const response = await create(
      booking(cleaner.id, "2027-01-05T09:00:00Z", "2027-01-05T12:00:00Z", {
        repeat: { everyWeeks: 1, until: "2027-01-26" },
      }),
    );
    expect((await errorOf(response)).fields.startsAt).toContain("Tue, 26 Jan, 10:00–11:00");
    expect(await fingerprint()).toBe(before);
  });

  it.each([
    ["an until before the first day", { everyWeeks: 1, until: "2026-11-30" }, "repeat.until"],
    ["an until more than 26 weeks on", { everyWeeks: 1, until: "2027-06-02" }, "repeat.until"],
    ["an until that is not a day", { everyWeeks: 1, until: "2026-13-01" }, "repeat.until"],
    ["every three weeks", { everyWeeks: 3, until: "2026-12-22" }, "repeat.everyWeeks"],
    ["no until", { everyWeeks: 1 }, "repeat.until"],
    ["not an object", "weekly", "repeat"],
  ])("answers 400 for %s, naming %s, and writes nothing", async (_case, repeat, field) => {
    const cleaner = await createPerson("Cleaner");
    const before = await fingerprint();
    const response = await create(booking(cleaner.id, "2026-12-01T09:00:00Z", "2026-12-01T10:00:00Z", { repeat }));
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual([field]);
    expect(await fingerprint()).toBe(before);
  });

  it("accepts an until exactly 26 weeks on (27 shifts) and on the first day (1 shift)", async () => {
    const cleaner = await createPerson("Cleaner");
    const long = await create(
      booking(cleaner.id, "2026-12-01T09:00:00Z", "2026-12-01T10:00:00Z", {
        repeat: { everyWeeks: 1, until: "2027-06-01" },
      }),
    );
    expect((await long.json()).seriesCount).toBe(27);
    const single = await create(
      booking(cleaner.id, "2026-12-02T09:00:00Z", "2026-12-02T10:00:00Z", {
        repeat: { everyWeeks: 2, until: "2026-12-02" },
      }),
    );
    expect((await single.json()).seriesCount).toBe(1);
  });
});

describe("DELETE /api/Rota/Delete with scope=following", () => {
  const remove = (query: string) =>
    deleteRoute(apiRequest(`/api/Rota/Delete?${query}`, { method: "DELETE", bearer: cast.admin.bearer }));

  async function weeklyRepeat(count: number) {
    const cleaner = await createPerson("Cleaner");
    const until = `2027-02-${String(1 + (count - 1) * 7).padStart(2, "0")}`;
    await create(
      booking(cleaner.id, "2027-02-01T09:00:00Z", "2027-02-01T10:00:00Z", { repeat: { everyWeeks: 1, until } }),
    );
    return { cleaner, shifts: await shiftsOf(cleaner.id) };
  }

  it("deletes the shift and the later ones of its repeat, answering how many", async () => {
    const { cleaner, shifts } = await weeklyRepeat(4);
    expect(shifts).toHaveLength(4);
    const response = await remove(`id=${shifts[1]!.id}&scope=following`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: 3 });
    expect((await shiftsOf(cleaner.id)).map((shift) => shift.id)).toEqual([shifts[0]!.id]);
  });

  it("without scope deletes that shift only and answers it; with scope a lone shift is 1", async () => {
    const { cleaner, shifts } = await weeklyRepeat(3);
    const response = await remove(`id=${shifts[1]!.id}`);
    expect((await response.json()).id).toBe(shifts[1]!.id);
    expect(await db.rotaShift.count({ where: { cleanerId: cleaner.id } })).toBe(2);
    const lone = await createShift({
      cleanerId: cleaner.id,
      startsAt: at("2027-03-01T09:00:00Z"),
      endsAt: at("2027-03-01T10:00:00Z"),
    });
    expect(await (await remove(`id=${lone.id}&scope=following`)).json()).toEqual({ deleted: 1 });
  });

  it("takes the scope from the body too, and refuses another scope (400)", async () => {
    const { cleaner, shifts } = await weeklyRepeat(2);
    const before = await fingerprint();
    const bad = await remove(`id=${shifts[0]!.id}&scope=all`);
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields)).toEqual(["query.scope"]);
    expect(await fingerprint()).toBe(before);
    const response = await deleteRoute(
      apiRequest("/api/Rota/Delete", {
        method: "DELETE",
        body: { id: shifts[0]!.id, scope: "following" },
        bearer: cast.admin.bearer,
      }),
    );
    expect(await response.json()).toEqual({ deleted: 2 });
    expect(await db.rotaShift.count({ where: { cleanerId: cleaner.id } })).toBe(0);
  });
});
