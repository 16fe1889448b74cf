import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { at, bearerOf, createCast, createShift, fingerprint, type Cast } from "@/tests/fixtures/scheduling";
import { apiRequest } from "@/tests/helpers";
import { PUT as update } from "./route";

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});

const send = (body: unknown, bearer?: string) =>
  update(apiRequest("/api/Rota/Update", { method: "PUT", body, bearer }));

// The declared twin of /api/rota/UpdateRota: same service, same rules.
describe("PUT /api/Rota/Update", () => {
  // Each case books its own day, so the cases cannot clash with each other.
  it.each([
    [null, 401, 10],
    ["Cleaner", 403, 11],
    ["Client", 403, 12],
    ["Administrator", 200, 13],
    ["SuperAdministrator", 200, 14],
  ] as const)("as %s → %i", async (role: Role | null, status, day) => {
    const shift = await createShift({
      cleanerId: cast.cleaner.id,
      startsAt: at(`2026-12-${day}T10:00:00Z`),
      endsAt: at(`2026-12-${day}T12:00:00Z`),
    });
    const before = await fingerprint();
    const response = await send({ id: shift.id, notes: "Key under the mat" }, bearerOf(cast, role));
    expect(response.status).toBe(status);
    if (status === 200) expect((await response.json()).notes).toBe("Key under the mat");
    else expect(await fingerprint()).toBe(before);
  });

  it("refuses a move onto another shift with 409", async () => {
    const first = await createShift({
      cleanerId: cast.otherCleaner.id,
      startsAt: at("2026-12-20T08:00:00Z"),
      endsAt: at("2026-12-20T10:00:00Z"),
    });
    const second = await createShift({
      cleanerId: cast.otherCleaner.id,
      startsAt: at("2026-12-20T11:00:00Z"),
      endsAt: at("2026-12-20T12:00:00Z"),
    });
    const response = await send({ id: second.id, startsAt: "2026-12-20T09:00:00Z" }, cast.admin.bearer);
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(
      `Clashes with this cleaner’s shift on Sun, 20 Dec, 08:00–10:00, at ${first.location}.`,
    );
  });
});
