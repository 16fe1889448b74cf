import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { at, bearerOf, createCast, createJob, createShift, getRequest, type Cast } from "@/tests/fixtures/scheduling";
import { GET as listShifts } from "./route";

let cast: Cast;
const ids: Record<string, string> = {};

beforeAll(async () => {
  cast = await createCast();
  const clientJob = await createJob({ clientId: cast.client.id, assigneeId: cast.cleaner.id, title: "Kelly home" });
  const otherJob = await createJob({ clientId: cast.otherClient.id, assigneeId: cast.otherCleaner.id });
  const shifts = {
    ownOnClientJob: {
      cleanerId: cast.cleaner.id,
      jobId: clientJob.id,
      startsAt: "2026-12-01T09:00:00Z",
      endsAt: "2026-12-01T12:00:00Z",
    },
    otherOnOtherJob: {
      cleanerId: cast.otherCleaner.id,
      jobId: otherJob.id,
      startsAt: "2026-12-01T10:00:00Z",
      endsAt: "2026-12-01T14:00:00Z",
    },
    ownWithoutJob: { cleanerId: cast.cleaner.id, startsAt: "2026-12-02T08:00:00Z", endsAt: "2026-12-02T10:00:00Z" },
    // Starts before the range and ends inside it: overlaps, so listed.
    ownAcrossStart: { cleanerId: cast.cleaner.id, startsAt: "2026-11-30T22:00:00Z", endsAt: "2026-12-01T02:00:00Z" },
    // Ends exactly when the range starts: does not overlap.
    ownEndingAtStart: { cleanerId: cast.cleaner.id, startsAt: "2026-11-30T20:00:00Z", endsAt: "2026-12-01T00:00:00Z" },
    ownLater: { cleanerId: cast.cleaner.id, startsAt: "2027-02-01T09:00:00Z", endsAt: "2027-02-01T10:00:00Z" },
  };
  for (const [name, { startsAt, endsAt, ...rest }] of Object.entries(shifts)) {
    ids[name] = (await createShift({ ...rest, startsAt: at(startsAt), endsAt: at(endsAt) })).id;
  }
});

const DECEMBER = { startDate: "2026-12-01T00:00:00Z", endDate: "2027-01-01T00:00:00Z" };

async function list(role: Role | null, query: Record<string, string | undefined> = DECEMBER) {
  return listShifts(getRequest("/api/rota/rotas", query, bearerOf(cast, role)));
}

const namesOf = (body: { data: { id: string }[] }) =>
  body.data.map((shift) => Object.keys(ids).find((name) => ids[name] === shift.id));

describe("GET /api/rota/rotas", () => {
  it.each([
    [null, 401, undefined],
    ["Cleaner", 200, ["ownAcrossStart", "ownOnClientJob", "ownWithoutJob"]],
    ["Client", 200, ["ownOnClientJob"]],
    ["Administrator", 200, ["ownAcrossStart", "ownOnClientJob", "otherOnOtherJob", "ownWithoutJob"]],
    ["SuperAdministrator", 200, ["ownAcrossStart", "ownOnClientJob", "otherOnOtherJob", "ownWithoutJob"]],
  ] as const)("as %s → %i with only the shifts that role may see", async (role, status, expected) => {
    const response = await list(role);
    expect(response.status).toBe(status);
    if (!expected) return;
    const body = await response.json();
    expect(namesOf(body)).toEqual(expected);
    expect(body.totalRecords).toBe(expected.length);
  });

  it("answers each shift with ISO dates, the cleaner's name and the job", async () => {
    const body = await (await list("Client")).json();
    expect(body.data[0]).toMatchObject({
      id: ids.ownOnClientJob,
      cleanerId: cast.cleaner.id,
      cleaner: { id: cast.cleaner.id, name: "Aoife Byrne" },
      job: { title: "Kelly home", clientId: cast.client.id, clientName: "Niamh Kelly" },
      seriesId: null,
      published: false,
      location: "4 Patrick Street, Cork",
      startsAt: "2026-12-01T09:00:00.000Z",
      endsAt: "2026-12-01T12:00:00.000Z",
    });
  });

  it("filters by cleaner for staff; a cleaner asking for someone else's rota gets nothing", async () => {
    const staff = await (await list("Administrator", { ...DECEMBER, cleanerId: cast.otherCleaner.id })).json();
    expect(namesOf(staff)).toEqual(["otherOnOtherJob"]);
    const cleaner = await (await list("Cleaner", { ...DECEMBER, cleanerId: cast.otherCleaner.id })).json();
    expect(cleaner).toEqual({ data: [], totalRecords: 0 });
  });

  it("filters by client (the shifts on that client's jobs), never widening what a role sees", async () => {
    const staff = await (await list("Administrator", { ...DECEMBER, clientId: cast.client.id })).json();
    expect(namesOf(staff)).toEqual(["ownOnClientJob"]);
    const other = await (await list("Administrator", { ...DECEMBER, clientId: cast.otherClient.id })).json();
    expect(namesOf(other)).toEqual(["otherOnOtherJob"]);
    const client = await (await list("Client", { ...DECEMBER, clientId: cast.otherClient.id })).json();
    expect(client).toEqual({ data: [], totalRecords: 0 });
    const both = await (
      await list("Administrator", { ...DECEMBER, clientId: cast.client.id, cleanerId: cast.otherCleaner.id })
    ).json();
    expect(both.totalRecords).toBe(0);
  });

  it("pages by up to 1000 for the calendar", async () => {
    const page = await list("Administrator", { ...DECEMBER, pageSize: "1000" });
    expect(page.status).toBe(200);
    expect((await page.json()).totalRecords).toBe(4);
    const tooMany = await list("Administrator", { ...DECEMBER, pageSize: "1001" });
    expect(tooMany.status).toBe(400);
    expect(Object.keys((await tooMany.json()).error.fields)).toEqual(["query.pageSize"]);
  });

  it("reads a date alone as the whole day, accepts a cache-busting timestamp, and pages", async () => {
    const day = await (
      await list("Administrator", { startDate: "2026-12-02", endDate: "2026-12-02", timestamp: "1" })
    ).json();
    expect(namesOf(day)).toEqual(["ownWithoutJob"]);
    const page = await (await list("Administrator", { ...DECEMBER, pageNumber: "2", pageSize: "1" })).json();
    expect(namesOf(page)).toEqual(["ownOnClientJob"]);
    expect(page.totalRecords).toBe(4);
  });

  it.each([
    ["no range", {}, ["query.startDate", "query.endDate"]],
    ["no end", { startDate: "2026-12-01" }, ["query.endDate"]],
    ["a date that is not one", { startDate: "tomorrow", endDate: "2026-12-31" }, ["query.startDate"]],
    ["an inverted range", { startDate: "2026-12-31", endDate: "2026-12-01" }, ["query.endDate"]],
    ["more than 93 days", { startDate: "2026-12-01", endDate: "2027-03-04" }, ["query.endDate"]],
    ["a malformed cleanerId", { ...DECEMBER, cleanerId: "nope" }, ["query.cleanerId"]],
    ["a malformed clientId", { ...DECEMBER, clientId: "nope" }, ["query.clientId"]],
  ])("answers 400 for %s, naming the fields", async (_case, query, fields) => {
    const response = await list("Administrator", query);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields).sort()).toEqual([...fields].sort());
  });

  it("accepts a range of exactly 93 days", async () => {
    const response = await list("Administrator", { startDate: "2026-12-01", endDate: "2027-03-03" });
    expect(response.status).toBe(200);
  });
});
