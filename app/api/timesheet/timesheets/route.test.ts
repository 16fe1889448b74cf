import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import {
  at,
  bearerOf,
  createCast,
  createPerson,
  createShift,
  createTimesheet,
  getRequest,
  type Cast,
} from "@/tests/fixtures/scheduling";
import { GET as listTimesheets } from "./route";

let cast: Cast;
const ids: Record<string, string> = {};

beforeAll(async () => {
  cast = await createCast();
  const week = (start: string, end: string) => ({ periodStart: at(start), periodEnd: at(end) });
  ids.ownFirst = (
    await createTimesheet({ userId: cast.cleaner.id, ...week("2026-11-02", "2026-11-09"), minutesWorked: 600 })
  ).id;
  ids.ownSecond = (await createTimesheet({ userId: cast.cleaner.id, ...week("2026-11-09", "2026-11-16") })).id;
  ids.otherCleaners = (await createTimesheet({ userId: cast.otherCleaner.id, ...week("2026-11-02", "2026-11-09") })).id;
  ids.superAdmins = (await createTimesheet({ userId: cast.superAdmin.id, ...week("2026-11-02", "2026-11-09") })).id;
  // Ends exactly when the range starts: not listed.
  ids.ownBefore = (await createTimesheet({ userId: cast.cleaner.id, ...week("2026-10-26", "2026-11-02") })).id;
});

const RANGE = { startDate: "2026-11-02", endDate: "2026-11-15" };

const list = (role: Role | null, query: Record<string, string | undefined> = RANGE) =>
  listTimesheets(getRequest("/api/timesheet/timesheets", query, bearerOf(cast, role)));

const namesOf = (body: { data: { id: string }[] }) =>
  body.data.map((sheet) => Object.keys(ids).find((name) => ids[name] === sheet.id));

describe("GET /api/timesheet/timesheets", () => {
  // Same period start: ordered by last name (Byrne, Ryan, Walsh).
  it.each([
    [null, 401, undefined],
    ["Client", 403, undefined],
    ["Cleaner", 200, ["ownSecond", "ownFirst"]],
    ["Administrator", 200, ["ownSecond", "ownFirst", "otherCleaners"]],
    ["SuperAdministrator", 200, ["ownSecond", "ownFirst", "superAdmins", "otherCleaners"]],
  ] as const)("as %s → %i", async (role, status, expected) => {
    const response = await list(role);
    expect(response.status).toBe(status);
    if (!expected) return;
    const body = await response.json();
    expect(namesOf(body)).toEqual(expected);
    expect(body.totalRecords).toBe(expected.length);
  });

  it("answers each timesheet with the person's name and ISO dates", async () => {
    const { data } = await (await list("Cleaner")).json();
    expect(data[1]).toMatchObject({
      id: ids.ownFirst,
      user: { id: cast.cleaner.id, name: "Aoife Byrne" },
      periodStart: "2026-11-02T00:00:00.000Z",
      periodEnd: "2026-11-09T00:00:00.000Z",
      minutesWorked: 600,
      status: "draft",
      approvedBy: null,
    });
  });

  it("filters by person; a cleaner asking for someone else's gets nothing", async () => {
    const staff = await (await list("Administrator", { ...RANGE, userId: cast.otherCleaner.id })).json();
    expect(namesOf(staff)).toEqual(["otherCleaners"]);
    const cleaner = await (await list("Cleaner", { ...RANGE, userId: cast.otherCleaner.id })).json();
    expect(cleaner.totalRecords).toBe(0);
  });

  it.each([
    ["no range", {}],
    ["an inverted range", { startDate: "2026-11-15", endDate: "2026-11-01" }],
    ["more than 366 days", { startDate: "2025-01-01", endDate: "2026-06-01" }],
  ])("answers 400 for %s", async (_case, query) => {
    const response = await list("Administrator", query);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toContain("query.endDate");
  });
  it("filters by status", async () => {
    const cleaner = await createPerson("Cleaner");
    const sheets = await Promise.all(
      (["draft", "submitted", "approved"] as const).map((status, i) =>
        createTimesheet({
          userId: cleaner.id,
          periodStart: at(`2026-11-0${2 + i}`),
          periodEnd: at("2026-11-09"),
          status,
        }),
      ),
    );
    const body = await (await list("Administrator", { ...RANGE, userId: cleaner.id, status: "approved" })).json();
    expect(body.data.map((sheet: { id: string }) => sheet.id)).toEqual([sheets[2]!.id]);
    expect(body.totalRecords).toBe(1);
    const bad = await list("Administrator", { ...RANGE, status: "paid" });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields)).toEqual(["query.status"]);
  });

  it("answers with each timesheet the minutes its owner was rostered for: shifts that start in its period", async () => {
    const cleaner = await createPerson("Cleaner");
    const other = await createPerson("Cleaner");
    const shift = (cleanerId: string, start: string, end: string) =>
      createShift({ cleanerId, startsAt: at(start), endsAt: at(end) });
    await shift(cleaner.id, "2026-11-03T09:00:00Z", "2026-11-03T13:30:00Z");
    await shift(cleaner.id, "2026-11-08T22:00:00Z", "2026-11-09T02:00:00Z"); // starts in the first week
    await shift(cleaner.id, "2026-11-10T09:00:00Z", "2026-11-10T10:00:00Z");
    await shift(other.id, "2026-11-03T09:00:00Z", "2026-11-03T17:00:00Z");
    const first = await createTimesheet({
      userId: cleaner.id,
      periodStart: at("2026-11-02"),
      periodEnd: at("2026-11-09"),
    });
    const second = await createTimesheet({
      userId: cleaner.id,
      periodStart: at("2026-11-09"),
      periodEnd: at("2026-11-16"),
    });
    const empty = await createTimesheet({
      userId: other.id,
      periodStart: at("2026-11-09"),
      periodEnd: at("2026-11-16"),
    });
    const { data } = await (await list("Administrator")).json();
    const rostered = (id: string) => data.find((sheet: { id: string }) => sheet.id === id)?.rosteredMinutes;
    expect([rostered(first.id), rostered(second.id), rostered(empty.id)]).toEqual([510, 60, 0]);
  });
});
