import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import {
  at,
  createCast,
  createClockRecord,
  createPerson,
  createTimesheet,
  fingerprint,
  type Cast,
} from "@/tests/fixtures/scheduling";
import { apiRequest } from "@/tests/helpers";
import { POST as create } from "./route";

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});

const send = (body: unknown, bearer?: string) => create(apiRequest("/api/timesheet/createtimesheet", { body, bearer }));
const WEEK = { periodStart: "2026-11-02", periodEnd: "2026-11-08" };

describe("POST /api/timesheet/createtimesheet", () => {
  it.each([
    [null, 401],
    ["Client", 403],
    ["Cleaner", 200],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s, for themselves → %i", async (role: Role | null, status) => {
    const person = role ? await createPerson(role) : undefined;
    const before = await fingerprint();
    const response = await send({ ...WEEK, minutesWorked: 60 }, person?.bearer);
    expect(response.status).toBe(status);
    if (status === 200) expect(await response.json()).toMatchObject({ userId: person!.id, status: "draft" });
    else expect(await fingerprint()).toBe(before);
  });

  it("adds up the closed clock records of the period when minutesWorked is not given", async () => {
    const cleaner = await createPerson("Cleaner", { firstName: "Dara", lastName: "Quinn" });
    const record = (clockInAt: string, clockOutAt: string | null) =>
      createClockRecord({
        userId: cleaner.id,
        clockInAt: at(clockInAt),
        clockOutAt: clockOutAt ? at(clockOutAt) : null,
      });
    await record("2026-11-02T09:00:00Z", "2026-11-02T12:30:00Z"); // 210 minutes
    await record("2026-11-08T22:00:00Z", "2026-11-09T01:00:00Z"); // 180: starts on the last day
    await record("2026-11-05T09:00:00Z", "2026-11-05T09:00:59Z"); // 59 seconds
    await record("2026-11-06T09:00:00Z", null); // still open: not counted
    await record("2026-11-09T09:00:00Z", "2026-11-09T17:00:00Z"); // after the period
    await createClockRecord({
      userId: cast.otherCleaner.id,
      clockInAt: at("2026-11-03T09:00:00Z"),
      clockOutAt: at("2026-11-03T17:00:00Z"),
    });
    const response = await send({ ...WEEK, notes: "Week 45" }, cleaner.bearer);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      user: { id: cleaner.id, name: "Dara Quinn" },
      periodStart: "2026-11-02T00:00:00.000Z",
      periodEnd: "2026-11-09T00:00:00.000Z",
      minutesWorked: 390,
      notes: "Week 45",
      status: "draft",
      approvedById: null,
    });
  });

  it("refuses a second timesheet for the same person and period start with 409", async () => {
    const cleaner = await createPerson("Cleaner");
    await send(WEEK, cleaner.bearer);
    const before = await fingerprint();
    const response = await send({ periodStart: WEEK.periodStart, periodEnd: "2026-11-03" }, cleaner.bearer);
    expect(response.status).toBe(409);
    const { error } = await response.json();
    // The days of the sheet already there, as the form shows dates.
    expect(error.fields.periodStart).toBe(
      "This person already has a timesheet for Mon, 2 Nov to Sun, 8 Nov, which overlaps this period.",
    );
    expect(await fingerprint()).toBe(before);
  });

  it("refuses a period that overlaps another of the same person's sheets: the same hours would be paid twice", async () => {
    const cleaner = await createPerson("Cleaner");
    await createClockRecord({
      userId: cleaner.id,
      clockInAt: at("2026-11-04T08:00:00Z"),
      clockOutAt: at("2026-11-04T16:00:00Z"),
    });
    expect((await send(WEEK, cleaner.bearer)).status).toBe(200);
    const before = await fingerprint();
    for (const period of [
      { periodStart: "2026-11-03", periodEnd: "2026-11-09" },
      { periodStart: "2026-10-27", periodEnd: "2026-11-02" },
      { periodStart: "2026-11-04", periodEnd: "2026-11-04" },
    ]) {
      const response = await send(period, cleaner.bearer);
      expect(response.status, JSON.stringify(period)).toBe(409);
      expect(Object.keys((await response.json()).error.fields)).toEqual(["periodStart"]);
    }
    expect(await fingerprint()).toBe(before);
    // The weeks either side are free: a period's end is exclusive.
    expect((await send({ periodStart: "2026-10-26", periodEnd: "2026-11-01" }, cleaner.bearer)).status).toBe(200);
    expect((await send({ periodStart: "2026-11-09", periodEnd: "2026-11-15" }, cleaner.bearer)).status).toBe(200);
  });

  it("says in the caller's language which sheet is in the way", async () => {
    const cleaner = await createPerson("Cleaner");
    await send(WEEK, cleaner.bearer);
    const response = await create(
      apiRequest("/api/timesheet/createtimesheet", {
        body: { periodStart: "2026-11-05", periodEnd: "2026-11-11" },
        bearer: cleaner.bearer,
        headers: { "accept-language": "fr-FR,fr;q=0.9" },
      }),
    );
    expect((await response.json()).error.fields.periodStart).toMatch(/^Cette personne a déjà une feuille de temps du /);
  });

  it("lets the office create one for a cleaner, even one who has left", async () => {
    const cleaner = await createPerson("Cleaner", { status: "banned" });
    const response = await send({ ...WEEK, userId: cleaner.id, minutesWorked: 1200 }, cast.admin.bearer);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ userId: cleaner.id, minutesWorked: 1200 });
  });

  it.each([
    ["a cleaner, for another cleaner", "Cleaner", "otherCleaner", 403],
    ["the office, for a client", "Administrator", "client", 400],
    ["the office, for another administrator", "SuperAdministrator", "admin", 400],
  ] as const)("refuses %s (%i) and writes nothing", async (_case, role, whom, status) => {
    const caller = role === "Cleaner" ? cast.cleaner : role === "Administrator" ? cast.admin : cast.superAdmin;
    const before = await fingerprint();
    const response = await send({ ...WEEK, userId: cast[whom].id }, caller.bearer);
    expect(response.status).toBe(status);
    expect(Object.keys((await response.json()).error.fields)).toEqual(["userId"]);
    expect(await fingerprint()).toBe(before);
  });

  it.each([
    ["missing dates", {}, ["periodStart", "periodEnd"]],
    [
      "an end before the start",
      { periodStart: "2026-11-08T00:00:00Z", periodEnd: "2026-11-02T00:00:00Z" },
      ["periodEnd"],
    ],
    ["a period over 31 days", { periodStart: "2026-11-01", periodEnd: "2026-12-02" }, ["periodEnd"]],
    ["negative minutes", { ...WEEK, minutesWorked: -1 }, ["minutesWorked"]],
    ["fractional minutes", { ...WEEK, minutesWorked: 1.5 }, ["minutesWorked"]],
    [
      "more minutes than the period has",
      { periodStart: "2026-11-02", periodEnd: "2026-11-02", minutesWorked: 1441 },
      ["minutesWorked"],
    ],
    ["a malformed userId", { ...WEEK, userId: "me" }, ["userId"]],
  ])("answers 400 for %s and writes nothing", async (_case, body, fields) => {
    const before = await fingerprint();
    const response = await send(body, cast.admin.bearer);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields).sort()).toEqual([...fields].sort());
    expect(await fingerprint()).toBe(before);
  });

  it("accepts a period of exactly 31 days and a full day of minutes", async () => {
    const cleaner = await createPerson("Cleaner");
    expect((await send({ periodStart: "2026-12-01", periodEnd: "2026-12-31" }, cleaner.bearer)).status).toBe(200);
    const day = { periodStart: "2026-11-02", periodEnd: "2026-11-02", minutesWorked: 1440 };
    expect((await send(day, cleaner.bearer)).status).toBe(200);
  });

  it("keeps timesheets of different people apart", async () => {
    await createTimesheet({ userId: cast.otherCleaner.id, periodStart: at("2026-11-16"), periodEnd: at("2026-11-23") });
    expect((await send({ periodStart: "2026-11-16", periodEnd: "2026-11-22" }, cast.cleaner.bearer)).status).toBe(200);
    expect(await db.timesheet.count({ where: { periodStart: at("2026-11-16") } })).toBe(2);
  });
});
