import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { at, bearerOf, createCast, createJob, createShift, getRequest, type Cast } from "@/tests/fixtures/scheduling";
import { GET as details } from "./route";

let cast: Cast;
const shiftIds: Record<string, string> = {};

beforeAll(async () => {
  cast = await createCast();
  const clientJob = await createJob({ clientId: cast.client.id, assigneeId: cast.cleaner.id });
  const otherJob = await createJob({ clientId: cast.otherClient.id, assigneeId: cast.otherCleaner.id });
  const times = { startsAt: at("2026-12-01T09:00:00Z"), endsAt: at("2026-12-01T12:00:00Z") };
  shiftIds.own = (await createShift({ cleanerId: cast.cleaner.id, jobId: clientJob.id, ...times })).id;
  shiftIds.otherCleaners = (await createShift({ cleanerId: cast.otherCleaner.id, jobId: otherJob.id, ...times })).id;
  const nextDay = { startsAt: at("2026-12-02T09:00:00Z"), endsAt: at("2026-12-02T12:00:00Z") };
  shiftIds.withoutJob = (await createShift({ cleanerId: cast.otherCleaner.id, ...nextDay })).id;
});

const get = (role: Role | null, id: string | undefined) =>
  details(getRequest("/api/Rota/Details", { id }, bearerOf(cast, role)));

describe("GET /api/Rota/Details", () => {
  // "own" is the cleaner's shift on the client's job; the others belong to another cleaner and client.
  it.each([
    [null, "own", 401],
    ["Cleaner", "own", 200],
    ["Cleaner", "otherCleaners", 404],
    ["Cleaner", "withoutJob", 404],
    ["Client", "own", 200],
    ["Client", "otherCleaners", 404],
    ["Client", "withoutJob", 404],
    ["Administrator", "otherCleaners", 200],
    ["Administrator", "withoutJob", 200],
    ["SuperAdministrator", "own", 200],
  ] as const)("as %s, the %s shift → %i", async (role, which, status) => {
    const response = await get(role, shiftIds[which]);
    expect(response.status).toBe(status);
    if (status === 200) expect((await response.json()).id).toBe(shiftIds[which]);
  });

  it("answers the shift with the cleaner's name and ISO dates", async () => {
    const shift = await (await get("Cleaner", shiftIds.own)).json();
    expect(shift).toMatchObject({
      cleaner: { id: cast.cleaner.id, name: "Aoife Byrne" },
      startsAt: "2026-12-01T09:00:00.000Z",
      endsAt: "2026-12-01T12:00:00.000Z",
    });
  });

  it.each([
    ["an unknown id", "7d1f3f8e-2f0a-4d55-9a55-2b1a4f8a0c11", 404],
    ["a malformed id", "12", 400],
    ["no id", undefined, 400],
  ])("answers %s with %i", async (_case, id, status) => {
    const response = await get("Administrator", id);
    expect(response.status).toBe(status);
    if (status === 400) expect(Object.keys((await response.json()).error.fields)).toEqual(["query.id"]);
  });
});
