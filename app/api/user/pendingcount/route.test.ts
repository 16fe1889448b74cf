import { describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import { signIn } from "@/tests/fixtures/users";
import { apiRequest, createUser } from "@/tests/helpers";
import { GET as pendingCount } from "./route";

async function countAs(role: Role | null) {
  const bearer = role ? (await signIn(role)).bearer : undefined;
  return pendingCount(apiRequest("/api/user/pendingCount?timestamp=1700000000000", { bearer }));
}

const count = async () => (await (await countAs("Administrator")).json()).count as number;

describe("GET /api/user/pendingCount", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role, status) => {
    expect((await countAs(role)).status).toBe(status);
  });

  it("counts the client accounts waiting for activation, and only those", async () => {
    const before = await count();
    const waiting = [await createUser({ status: "pending" }), await createUser({ status: "pending" })];
    await createUser({ role: "Cleaner", status: "pending" });
    await createUser({ role: "Client", status: "active" });
    await createUser({ role: "Client", status: "banned" });
    await createUser({ role: "Client", status: "rejected" });
    expect(await count()).toBe(before + 2);

    await db.user.update({ where: { id: waiting[0]!.id }, data: { status: "active" } });
    expect(await count()).toBe(before + 1);
    expect(await (await countAs("SuperAdministrator")).json()).toEqual({ count: before + 1 });
  });
});
