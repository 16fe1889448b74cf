import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import {
  at,
  bearerOf,
  createCast,
  createPerson,
  createShift,
  fingerprint,
  type Cast,
} from "@/tests/fixtures/scheduling";
import { apiRequest } from "@/tests/helpers";
import { POST as create } from "./route";

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});

const send = (body: unknown, bearer?: string) => create(apiRequest("/api/Rota/Create", { body, bearer }));

// The declared twin of /api/rota/createrota: same service, same rules.
describe("POST /api/Rota/Create", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role: Role | null, status) => {
    const cleaner = await createPerson("Cleaner");
    const before = await fingerprint();
    const body = {
      cleanerId: cleaner.id,
      location: "Naas",
      startsAt: "2026-12-07T09:00:00Z",
      endsAt: "2026-12-07T10:00:00Z",
    };
    const response = await send(body, bearerOf(cast, role));
    expect(response.status).toBe(status);
    if (status !== 200) expect(await fingerprint()).toBe(before);
    else expect(await db.rotaShift.count({ where: { cleanerId: cleaner.id } })).toBe(1);
  });

  it("refuses an overlapping shift with 409", async () => {
    const existing = await createShift({
      cleanerId: cast.cleaner.id,
      startsAt: at("2026-12-10T10:00:00Z"),
      endsAt: at("2026-12-10T12:00:00Z"),
    });
    const response = await send(
      {
        cleanerId: cast.cleaner.id,
        location: "Naas",
        startsAt: "2026-12-10T11:00:00Z",
        endsAt: "2026-12-10T13:00:00Z",
      },
      cast.admin.bearer,
    );
    expect(response.status).toBe(409);
    // Named by its Dublin day, times and place (December: Irish time is UTC).
    const text = "Clashes with this cleaner’s shift on Thu, 10 Dec, 10:00–12:00, at 4 Patrick Street, Cork.";
    expect((await response.json()).error).toMatchObject({ message: text, fields: { startsAt: text } });
    expect(existing.location).toBe("4 Patrick Street, Cork");
  });
});
