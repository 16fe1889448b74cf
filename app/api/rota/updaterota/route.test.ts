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
  type Cast,
} from "@/tests/fixtures/scheduling";
import { apiRequest } from "@/tests/helpers";
import { PUT as updateRota } from "./route";

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});

const send = (body: unknown, bearer?: string) =>
  updateRota(apiRequest("/api/rota/UpdateRota", { method: "PUT", body, bearer }));

// A new cleaner's shift, on no job unless asked (a job's shift moves its job:
// lib/server/rota/job-shift.test.ts).
async function shiftOfNewCleaner(
  startsAt = "2026-12-14T10:00:00Z",
  endsAt = "2026-12-14T12:00:00Z",
  { withJob = false } = {},
) {
  const cleaner = await createPerson("Cleaner");
  const job = withJob ? await createJob({ clientId: cast.client.id, assigneeId: cleaner.id }) : null;
  const shift = await createShift({
    cleanerId: cleaner.id,
    jobId: job?.id,
    startsAt: at(startsAt),
    endsAt: at(endsAt),
  });
  return { cleaner, shift, job };
}

describe("PUT /api/rota/UpdateRota", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role: Role | null, status) => {
    // Even the cleaner of the shift may not move it: the office makes the rota.
    const { shift } = await shiftOfNewCleaner();
    const before = await fingerprint();
    const response = await send({ id: shift.id, location: "Moved" }, bearerOf(cast, role));
    expect(response.status).toBe(status);
    if (status !== 200) expect(await fingerprint()).toBe(before);
    else expect((await db.rotaShift.findUniqueOrThrow({ where: { id: shift.id } })).location).toBe("Moved");
  });

  it("changes only the fields given, and can clear the notes", async () => {
    const { cleaner, shift } = await shiftOfNewCleaner();
    await db.rotaShift.update({ where: { id: shift.id }, data: { notes: "Old note" } });
    const response = await send(
      { id: shift.id, jobId: null, notes: null, endsAt: "2026-12-14T13:00:00Z" },
      cast.admin.bearer,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: shift.id,
      cleaner: { id: cleaner.id },
      jobId: null,
      job: null,
      notes: null,
      location: shift.location,
      startsAt: "2026-12-14T10:00:00.000Z",
      endsAt: "2026-12-14T13:00:00.000Z",
    });
  });

  // A job's shift is the job's: it leaves its job only when the job is
  // unscheduled, and it is at the job's address (job-shift.ts).
  it.each([
    ["leave its job", { jobId: null }, "jobId"],
    ["go to another job", { jobId: "7d1f3f8e-2f0a-4d55-9a55-2b1a4f8a0c11" }, "jobId"],
    ["take another place", { location: "Moved" }, "location"],
  ])("refuses a job's shift to %s (409 naming %s), changing nothing", async (_case, changes, field) => {
    const { shift } = await shiftOfNewCleaner(undefined, undefined, { withJob: true });
    const before = await fingerprint();
    const response = await send({ id: shift.id, ...changes }, cast.admin.bearer);
    expect(response.status).toBe(409);
    expect(Object.keys((await response.json()).error.fields)).toEqual([field]);
    expect(await fingerprint()).toBe(before);
  });

  it("ignores the shift itself when checking overlaps", async () => {
    const { shift } = await shiftOfNewCleaner();
    const response = await send({ id: shift.id, startsAt: "2026-12-14T11:00:00Z" }, cast.admin.bearer);
    expect(response.status).toBe(200);
  });

  it.each([
    ["onto another shift", { startsAt: "2026-12-14T13:00:00Z", endsAt: "2026-12-14T15:00:00Z" }, 409],
    ["to end when the other starts", { startsAt: "2026-12-14T13:00:00Z", endsAt: "2026-12-14T14:00:00Z" }, 200],
    ["to end before it starts", { endsAt: "2026-12-14T09:00:00Z" }, 400],
    ["to last over 16 hours", { endsAt: "2026-12-15T02:30:00Z" }, 400],
  ])("moving a shift %s → %i", async (_case, changes, status) => {
    const { cleaner, shift } = await shiftOfNewCleaner();
    const other = await createShift({
      cleanerId: cleaner.id,
      startsAt: at("2026-12-14T14:00:00Z"),
      endsAt: at("2026-12-14T16:00:00Z"),
    });
    const before = await fingerprint();
    const response = await send({ id: shift.id, ...changes }, cast.admin.bearer);
    expect(response.status).toBe(status);
    if (status === 409) {
      expect((await response.json()).error.fields.startsAt).toBe(
        `Clashes with this cleaner’s shift on Mon, 14 Dec, 14:00–16:00, at ${other.location}.`,
      );
    }
    if (status === 400) expect(Object.keys((await response.json()).error.fields)).toEqual(["endsAt"]);
    if (status !== 200) expect(await fingerprint()).toBe(before);
  });

  it("moves a shift to another active cleaner, unless that cleaner is busy or not a cleaner", async () => {
    const { shift } = await shiftOfNewCleaner();
    const busy = await shiftOfNewCleaner("2026-12-14T11:00:00Z", "2026-12-14T12:30:00Z");
    const free = await createPerson("Cleaner");
    expect((await send({ id: shift.id, cleanerId: busy.cleaner.id }, cast.admin.bearer)).status).toBe(409);
    const client = await send({ id: shift.id, cleanerId: cast.client.id }, cast.admin.bearer);
    expect(client.status).toBe(400);
    expect(Object.keys((await client.json()).error.fields)).toEqual(["cleanerId"]);
    const moved = await send({ id: shift.id, cleanerId: free.id }, cast.admin.bearer);
    expect(moved.status).toBe(200);
    expect((await moved.json()).cleaner.id).toBe(free.id);
  });

  it("answers 404 for an unknown shift and 400 for a malformed id or body", async () => {
    const unknown = await send({ id: "7d1f3f8e-2f0a-4d55-9a55-2b1a4f8a0c11", location: "X" }, cast.admin.bearer);
    expect(unknown.status).toBe(404);
    const malformed = await send({ id: "42", startsAt: "soon" }, cast.admin.bearer);
    expect(malformed.status).toBe(400);
    expect(Object.keys((await malformed.json()).error.fields).sort()).toEqual(["id", "startsAt"]);
    const badJob = await send(
      { id: (await shiftOfNewCleaner()).shift.id, jobId: "7d1f3f8e-2f0a-4d55-9a55-2b1a4f8a0c11" },
      cast.admin.bearer,
    );
    expect(badJob.status).toBe(400);
    expect(Object.keys((await badJob.json()).error.fields)).toEqual(["jobId"]);
  });
});
