import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import { at, bearerOf, createCast, createShift, fingerprint, type Cast } from "@/tests/fixtures/scheduling";
import { apiRequest } from "@/tests/helpers";
import { DELETE as deleteRota } from "./route";

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});

const newShift = () =>
  createShift({ cleanerId: cast.cleaner.id, startsAt: at("2026-12-01T09:00:00Z"), endsAt: at("2026-12-01T12:00:00Z") });

const remove = (options: { body?: unknown; query?: string; bearer?: string }) =>
  deleteRota(
    apiRequest(`/api/Rota/Delete${options.query ? `?id=${options.query}` : ""}`, {
      method: "DELETE",
      body: options.body,
      bearer: options.bearer,
    }),
  );

describe("DELETE /api/Rota/Delete", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role: Role | null, status) => {
    // The cleaner of the shift is the caller in the Cleaner case: still refused.
    const shift = await newShift();
    const before = await fingerprint();
    const response = await remove({ body: { id: shift.id }, bearer: bearerOf(cast, role) });
    expect(response.status).toBe(status);
    if (status === 200) {
      expect((await response.json()).id).toBe(shift.id);
      expect(await db.rotaShift.findUnique({ where: { id: shift.id } })).toBeNull();
    } else {
      expect(await fingerprint()).toBe(before);
    }
  });

  it("takes the id from the query when the body has none", async () => {
    const shift = await newShift();
    expect((await remove({ query: shift.id, bearer: cast.admin.bearer })).status).toBe(200);
    expect(await db.rotaShift.count({ where: { id: shift.id } })).toBe(0);
  });

  it.each([
    ["no id", {}, 400, "id"],
    ["a malformed id", { body: { id: "nope" } }, 400, "id"],
    ["a malformed id in the query", { query: "nope" }, 400, "query.id"],
    ["an unknown id", { body: { id: "7d1f3f8e-2f0a-4d55-9a55-2b1a4f8a0c11" } }, 404, undefined],
  ])("answers %s with %i and deletes nothing", async (_case, options, status, field) => {
    await newShift();
    const before = await fingerprint();
    const response = await remove({ ...options, bearer: cast.admin.bearer });
    expect(response.status).toBe(status);
    if (field) expect(Object.keys((await response.json()).error.fields)).toEqual([field]);
    expect(await fingerprint()).toBe(before);
  });
});
