import { beforeAll, describe, expect, it } from "vitest";
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
  getRequest,
  type Cast,
} from "@/tests/fixtures/scheduling";
import { apiRequest } from "@/tests/helpers";
import { GET as listRotas } from "../rotas/route";
import { POST as createRota } from "./route";

let cast: Cast;
let jobId: string;

beforeAll(async () => {
  cast = await createCast();
  jobId = (await createJob({ clientId: cast.client.id, assigneeId: cast.cleaner.id })).id;
});

// A shift on no job: a shift on a job is the job's (lib/server/rota/job-shift.test.ts).
const valid = (overrides: Record<string, unknown> = {}) => ({
  cleanerId: cast.cleaner.id,
  location: "12 Main Street, Bray",
  startsAt: "2026-12-07T09:00:00Z",
  endsAt: "2026-12-07T13:00:00Z",
  notes: "Bring the carpet machine",
  ...overrides,
});

const send = (body: unknown, bearer?: string) => createRota(apiRequest("/api/rota/createrota", { body, bearer }));

describe("POST /api/rota/createrota", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role: Role | null, status) => {
    const cleaner = await createPerson("Cleaner");
    const before = await fingerprint();
    const response = await send(valid({ cleanerId: cleaner.id }), bearerOf(cast, role));
    expect(response.status).toBe(status);
    if (status !== 200) expect(await fingerprint()).toBe(before);
    else expect(await db.rotaShift.count({ where: { cleanerId: cleaner.id } })).toBe(1);
  });

  it("stores the shift and answers it with ISO dates and the cleaner's name", async () => {
    const response = await send(
      valid({ startsAt: "2026-12-08T09:00:00+01:00", endsAt: "2026-12-08T17:00:00+01:00" }),
      cast.admin.bearer,
    );
    expect(response.status).toBe(200);
    const shift = await response.json();
    expect(shift).toMatchObject({
      cleanerId: cast.cleaner.id,
      cleaner: { id: cast.cleaner.id, name: "Aoife Byrne" },
      jobId: null,
      job: null,
      seriesId: null,
      published: false,
      location: "12 Main Street, Bray",
      startsAt: "2026-12-08T08:00:00.000Z",
      endsAt: "2026-12-08T16:00:00.000Z",
      notes: "Bring the carpet machine",
      createdById: cast.admin.id,
    });
    const stored = await db.rotaShift.findUniqueOrThrow({ where: { id: shift.id } });
    expect(stored.startsAt.toISOString()).toBe("2026-12-08T08:00:00.000Z");
  });

  // An author's name is shown wherever their work is, a Super
  // Administrator's too; their account stays hidden (docs/api/users.md).
  it("shows who made a shift to the office and to its cleaner, a Super Administrator's name included", async () => {
    const cleaner = await createPerson("Cleaner", { firstName: "Gráinne", lastName: "Nolan" });
    const created = await send(
      valid({ cleanerId: cleaner.id, startsAt: "2026-12-10T09:00:00Z", endsAt: "2026-12-10T11:00:00Z" }),
      cast.superAdmin.bearer,
    );
    expect(await created.json()).toMatchObject({ createdBy: { id: cast.superAdmin.id, name: "Eoin Ryan" } });
    const range = { startDate: "2026-12-10T00:00:00Z", endDate: "2026-12-11T00:00:00Z", cleanerId: cleaner.id };
    const listed = await listRotas(getRequest("/api/rota/rotas", range, cast.admin.bearer));
    const shift = (await listed.json()).data.find((row: { cleanerId: string }) => row.cleanerId === cleaner.id);
    expect(shift.createdBy).toEqual({ id: cast.superAdmin.id, name: "Eoin Ryan" });
    expect(Object.keys(shift.createdBy)).toEqual(["id", "name"]); // a name, not the account
  });

  it.each([
    ["missing fields", {}, ["cleanerId", "location", "startsAt", "endsAt"]],
    ["an end before the start", { startsAt: "2026-12-09T12:00:00Z", endsAt: "2026-12-09T11:00:00Z" }, ["endsAt"]],
    ["an end equal to the start", { startsAt: "2026-12-09T12:00:00Z", endsAt: "2026-12-09T12:00:00Z" }, ["endsAt"]],
    ["more than 16 hours", { startsAt: "2026-12-09T06:00:00Z", endsAt: "2026-12-09T22:01:00Z" }, ["endsAt"]],
    ["dates that are not", { startsAt: "next Monday", endsAt: 5 }, ["startsAt", "endsAt"]],
    ["malformed ids", { cleanerId: "x", jobId: "y" }, ["cleanerId", "jobId"]],
    [
      "a repeat of a job's shift",
      { jobId: "7d1f3f8e-2f0a-4d55-9a55-2b1a4f8a0c11", repeat: { everyWeeks: 1, until: "2026-12-21" } },
      ["repeat"],
    ],
    ["an empty location", { location: "  " }, ["location"]],
  ])("answers 400 for %s, naming the fields, and writes nothing", async (_case, overrides, fields) => {
    const base = Object.keys(overrides).length === 0 ? {} : valid(overrides);
    const before = await fingerprint();
    const response = await send(base, cast.admin.bearer);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields).sort()).toEqual([...fields].sort());
    expect(await fingerprint()).toBe(before);
  });

  it("accepts a shift of exactly 16 hours", async () => {
    const cleaner = await createPerson("Cleaner");
    const response = await send(
      valid({ cleanerId: cleaner.id, startsAt: "2026-12-09T06:00:00Z", endsAt: "2026-12-09T22:00:00Z" }),
      cast.admin.bearer,
    );
    expect(response.status).toBe(200);
  });

  it.each([
    ["a client", async () => cast.client.id],
    ["an administrator", async () => cast.admin.id],
    ["a banned cleaner", async () => (await createPerson("Cleaner", { status: "banned" })).id],
    ["a pending cleaner", async () => (await createPerson("Cleaner", { status: "pending" })).id],
    ["nobody", async () => "7d1f3f8e-2f0a-4d55-9a55-2b1a4f8a0c11"],
  ])("answers 400 naming cleanerId when it is %s", async (_case, cleanerId) => {
    const id = await cleanerId();
    const before = await fingerprint();
    const response = await send(valid({ cleanerId: id }), cast.admin.bearer);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual(["cleanerId"]);
    expect(await fingerprint()).toBe(before);
  });

  it("answers 400 naming jobId for an unknown job", async () => {
    const response = await send(valid({ jobId: "7d1f3f8e-2f0a-4d55-9a55-2b1a4f8a0c11" }), cast.admin.bearer);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual(["jobId"]);
  });

  it("books a shift on a job as that job's shift (lib/server/rota/job-shift.test.ts has the rest)", async () => {
    const response = await send(
      valid({ jobId, startsAt: "2026-12-12T09:00:00Z", endsAt: "2026-12-12T11:00:00Z" }),
      cast.admin.bearer,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      jobId,
      job: { id: jobId, title: "Weekly clean", clientId: cast.client.id, clientName: "Niamh Kelly" },
      location: "4 Patrick Street, Cork",
    });
  });

  // The cleaner already works 10:00–12:00; half-open ranges may touch.
  it.each([
    ["ends when it starts", "08:00", "10:00", 200],
    ["starts when it ends", "12:00", "14:00", 200],
    ["well before", "06:00", "09:00", 200],
    ["overlaps its start", "09:00", "11:00", 409],
    ["overlaps its end", "11:00", "13:00", 409],
    ["is the same range", "10:00", "12:00", 409],
    ["encloses it", "09:00", "13:00", 409],
    ["lies inside it", "10:30", "11:30", 409],
    ["overlaps by one minute", "11:59", "14:00", 409],
  ])("a new shift that %s (%s–%s) → %i", async (_case, from, to, status) => {
    const cleaner = await createPerson("Cleaner");
    const existing = await createShift({
      cleanerId: cleaner.id,
      startsAt: at("2026-12-10T10:00:00Z"),
      endsAt: at("2026-12-10T12:00:00Z"),
    });
    const before = await fingerprint();
    const response = await send(
      valid({ cleanerId: cleaner.id, startsAt: `2026-12-10T${from}:00Z`, endsAt: `2026-12-10T${to}:00Z` }),
      cast.admin.bearer,
    );
    expect(response.status).toBe(status);
    if (status === 409) {
      // The clash is named by its Dublin day, times and place, on startsAt.
      const { error } = await response.json();
      const text = `Clashes with this cleaner’s shift on Thu, 10 Dec, 10:00–12:00, at ${existing.location}.`;
      expect(error).toEqual({ code: "CONFLICT", message: text, fields: { startsAt: text } });
      expect(await fingerprint()).toBe(before);
    }
  });

  it("lets two different cleaners work at the same time", async () => {
    const [first, second] = [await createPerson("Cleaner"), await createPerson("Cleaner")];
    const times = { startsAt: "2026-12-11T10:00:00Z", endsAt: "2026-12-11T12:00:00Z" };
    expect((await send(valid({ cleanerId: first.id, ...times }), cast.admin.bearer)).status).toBe(200);
    expect((await send(valid({ cleanerId: second.id, ...times }), cast.admin.bearer)).status).toBe(200);
  });
});
