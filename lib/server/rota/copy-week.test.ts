import { beforeAll, describe, expect, it } from "vitest";
import { POST as copyWeekRoute } from "@/app/api/rota/copyweek/route";
import type { Role } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import {
  at,
  bearerOf,
  createCast,
  createJob,
  createPerson,
  createShift,
  fingerprint,
  type Cast,
  type Person,
} from "@/tests/fixtures/scheduling";
import { apiRequest } from "@/tests/helpers";

// POST /api/rota/copyweek: a week's shifts into another week.

let cast: Cast;
let aoife: Person;
let sean: Person;
let gone: Person;

beforeAll(async () => {
  cast = await createCast();
  aoife = await createPerson("Cleaner", { firstName: "Aoife", lastName: "Byrne" });
  sean = await createPerson("Cleaner", { firstName: "Seán", lastName: "Murphy" });
  gone = await createPerson("Cleaner", { firstName: "Left", lastName: "Already", status: "banned" });
});

// As the Administrator unless another caller (or null, nobody) is given.
const copy = (body: unknown, bearer: string | null = cast.admin.bearer) =>
  copyWeekRoute(apiRequest("/api/rota/copyweek", { body, bearer: bearer ?? undefined }));

const shiftsOf = (cleanerId: string, from: string, to: string) =>
  db.rotaShift.findMany({
    where: { cleanerId, startsAt: { gte: at(from), lt: at(to) } },
    select: { startsAt: true, endsAt: true, location: true, notes: true, jobId: true, seriesId: true },
    orderBy: { startsAt: "asc" },
  });

describe("POST /api/rota/copyweek", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role: Role | null, status) => {
    const before = await fingerprint();
    const response = await copy(
      { fromWeekStart: "2029-01-01", toWeekStart: "2029-01-08" },
      bearerOf(cast, role) ?? null,
    );
    expect(response.status).toBe(status);
    if (status === 200) expect(await response.json()).toEqual({ copied: 0, leftOut: [] });
    else expect(await fingerprint()).toBe(before);
  });

  it("copies each shift to the same day and Irish times a week on, with its place and note, across a change of the clocks", async () => {
    // Week of Monday 20 March 2028 (Irish winter time) to the week of 27 March (summer time from the 26th).
    await createShift({
      cleanerId: aoife.id,
      startsAt: at("2028-03-21T09:00:00Z"),
      endsAt: at("2028-03-21T13:00:00Z"),
      location: "8 Main Street, Bray",
      notes: "Key in the lockbox",
    });
    await createShift({
      cleanerId: sean.id,
      startsAt: at("2028-03-26T22:00:00Z"), // Sunday 23:00 Irish summer time, still the first week
      endsAt: at("2028-03-26T23:00:00Z"),
      location: "Night clean, Shannon",
    });
    // Not copied: a job's shift, and one of a cleaner who has left.
    const job = await createJob({ clientId: cast.client.id, assigneeId: aoife.id });
    await createShift({
      cleanerId: aoife.id,
      jobId: job.id,
      startsAt: at("2028-03-23T09:00:00Z"),
      endsAt: at("2028-03-23T11:00:00Z"),
    });
    await createShift({
      cleanerId: gone.id,
      startsAt: at("2028-03-22T09:00:00Z"),
      endsAt: at("2028-03-22T10:00:00Z"),
    });

    const response = await copy({ fromWeekStart: "2028-03-20", toWeekStart: "2028-03-27" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ copied: 2, leftOut: [] });
    // 09:00–13:00 in Irish time both weeks: 08:00Z once the clocks have gone forward.
    expect(await shiftsOf(aoife.id, "2028-03-27T00:00:00Z", "2028-04-03T00:00:00Z")).toEqual([
      {
        startsAt: at("2028-03-28T08:00:00Z"),
        endsAt: at("2028-03-28T12:00:00Z"),
        location: "8 Main Street, Bray",
        notes: "Key in the lockbox",
        jobId: null,
        seriesId: null,
      },
    ]);
    expect(await shiftsOf(sean.id, "2028-03-27T00:00:00Z", "2028-04-03T00:00:00Z")).toMatchObject([
      { startsAt: at("2028-04-02T22:00:00Z"), endsAt: at("2028-04-02T23:00:00Z"), location: "Night clean, Shannon" },
    ]);
    expect(await shiftsOf(gone.id, "2028-03-27T00:00:00Z", "2028-04-03T00:00:00Z")).toEqual([]);
    // Not published: nobody is mailed.
    expect(await db.outboxMail.count({ where: { kind: "rota-changed" } })).toBe(0);

    // Again: each copy would clash with the one already made, so nothing is added, and each is named.
    const again = await copy({ fromWeekStart: "2028-03-20", toWeekStart: "2028-03-27" });
    expect(await again.json()).toEqual({
      copied: 0,
      leftOut: [
        {
          cleaner: { id: aoife.id, name: "Aoife Byrne" },
          startsAt: "2028-03-28T08:00:00.000Z",
          endsAt: "2028-03-28T12:00:00.000Z",
          location: "8 Main Street, Bray",
        },
        {
          cleaner: { id: sean.id, name: "Seán Murphy" },
          startsAt: "2028-04-02T22:00:00.000Z",
          endsAt: "2028-04-02T23:00:00.000Z",
          location: "Night clean, Shannon",
        },
      ],
    });
    expect(await shiftsOf(aoife.id, "2028-03-27T00:00:00Z", "2028-04-03T00:00:00Z")).toHaveLength(1);
  });

  it("leaves out a shift whose cleaner is booked then, copies the rest, and mails the cleaners of a published week", async () => {
    // Week of 5 June 2028 to the published week of 19 June (two weeks on).
    await createShift({
      cleanerId: aoife.id,
      startsAt: at("2028-06-06T08:00:00Z"),
      endsAt: at("2028-06-06T12:00:00Z"),
      location: "1 Quay Street, Galway",
    });
    await createShift({
      cleanerId: sean.id,
      startsAt: at("2028-06-07T08:00:00Z"),
      endsAt: at("2028-06-07T12:00:00Z"),
      location: "2 Shop Street, Galway",
      notes: "Alarm code 4512",
    });
    // Aoife already has an afternoon that overlaps the copy of her morning.
    await createShift({
      cleanerId: aoife.id,
      startsAt: at("2028-06-20T11:00:00Z"),
      endsAt: at("2028-06-20T15:00:00Z"),
      location: "Already planned",
    });
    await db.rotaPublication.create({
      data: { weekStart: at("2028-06-18T23:00:00Z"), publishedById: cast.admin.id },
    });

    const response = await copy({ fromWeekStart: "2028-06-05", toWeekStart: "2028-06-19" });
    expect(await response.json()).toEqual({
      copied: 1,
      leftOut: [
        {
          cleaner: { id: aoife.id, name: "Aoife Byrne" },
          startsAt: "2028-06-20T08:00:00.000Z",
          endsAt: "2028-06-20T12:00:00.000Z",
          location: "1 Quay Street, Galway",
        },
      ],
    });
    expect(await shiftsOf(aoife.id, "2028-06-19T00:00:00Z", "2028-06-26T00:00:00Z")).toMatchObject([
      { location: "Already planned" },
    ]);
    const mails = await db.outboxMail.findMany({
      where: { kind: "rota-changed" },
      select: { toAddress: true, text: true },
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe(sean.email);
    expect(mails[0]!.text).toContain(
      "New shift: Wednesday, 21 June, 09:00–13:00, 2 Shop Street, Galway\nNote: Alarm code 4512",
    );
  });

  it("with a cleaner given, copies only that cleaner's shifts", async () => {
    // Week of 4 September 2028 to the next.
    await createShift({
      cleanerId: aoife.id,
      startsAt: at("2028-09-05T08:00:00Z"),
      endsAt: at("2028-09-05T11:00:00Z"),
    });
    await createShift({ cleanerId: sean.id, startsAt: at("2028-09-06T08:00:00Z"), endsAt: at("2028-09-06T11:00:00Z") });
    const response = await copy({ fromWeekStart: "2028-09-04", toWeekStart: "2028-09-11", cleanerId: sean.id });
    expect(await response.json()).toEqual({ copied: 1, leftOut: [] });
    expect(await shiftsOf(sean.id, "2028-09-11T00:00:00Z", "2028-09-18T00:00:00Z")).toMatchObject([
      { startsAt: at("2028-09-13T08:00:00Z"), endsAt: at("2028-09-13T11:00:00Z") },
    ]);
    expect(await shiftsOf(aoife.id, "2028-09-11T00:00:00Z", "2028-09-18T00:00:00Z")).toEqual([]);
  });

  it.each([
    ["a Tuesday to copy", { fromWeekStart: "2028-06-06", toWeekStart: "2028-06-12" }, "fromWeekStart"],
    ["no week to copy to", { fromWeekStart: "2028-06-05" }, "toWeekStart"],
    ["the same week twice", { fromWeekStart: "2028-06-05", toWeekStart: "2028-06-05" }, "toWeekStart"],
    [
      "a cleaner that is not an id",
      { fromWeekStart: "2028-06-05", toWeekStart: "2028-06-12", cleanerId: "C-1" },
      "cleanerId",
    ],
  ])("answers 400 for %s, naming the field, and changes nothing", async (_case, body, field) => {
    const before = await fingerprint();
    const response = await copy(body);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual([field]);
    expect(await fingerprint()).toBe(before);
  });
});
