import { describe, expect, it } from "vitest";
import { apiRequest } from "@/tests/helpers";
import { db } from "@/lib/server/db";
import { sweepExpiredRows } from "@/lib/server/sweep";
import { hit, limitRequest } from "./rate-limit";

const window = { limit: 3, windowSeconds: 60 };
const t0 = Date.UTC(2026, 10, 21, 12, 0, 0);

describe("rate limit windows", () => {
  it("allows `limit` hits per window, then refuses until the window ends", async () => {
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await hit("test:a", window, t0 + i * 1000));
    expect(results.map((r) => r.isAllowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBe(57);

    const later = await hit("test:a", window, t0 + 60_000);
    expect(later).toMatchObject({ isAllowed: true, count: 1 });
  });

  it("keeps keys apart", async () => {
    for (let i = 0; i < 3; i += 1) await hit("test:b", window, t0);
    expect((await hit("test:b", window, t0)).isAllowed).toBe(false);
    expect((await hit("test:c", window, t0)).isAllowed).toBe(true);
  });

  it("refuses with 429 and Retry-After when the address or the account is over its limit", async () => {
    const limits = {
      scope: "unit",
      perIp: { limit: 2, windowSeconds: 600 },
      perAccount: { limit: 1, windowSeconds: 300, account: "A@x.ie" },
    };
    const from = (ip: string) => apiRequest("/api/x", { ip });
    await limitRequest(from("192.0.2.1"), limits);
    // Same account from another address: the account limit bites.
    const byAccount = await limitRequest(from("192.0.2.2"), limits).catch((e) => e);
    expect(byAccount).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      headers: { "Retry-After": expect.stringMatching(/^\d+$/) },
    });
    // Other accounts from the first address: the address limit bites on its third request.
    await limitRequest(from("192.0.2.1"), { ...limits, perAccount: { ...limits.perAccount, account: "b@x.ie" } }).catch(
      () => undefined,
    );
    const byIp = await limitRequest(from("192.0.2.1"), {
      ...limits,
      perAccount: { ...limits.perAccount, account: "c@x.ie" },
    }).catch((e) => e);
    expect(byIp).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(Number(byIp.headers["Retry-After"])).toBeGreaterThan(500);
  });

  it("sweeps away windows that have ended, and keeps the others", async () => {
    const now = Date.UTC(2030, 0, 1);
    await hit("sweep:old", { limit: 5, windowSeconds: 60 }, now - 120_000);
    await hit("sweep:live", { limit: 5, windowSeconds: 3600 }, now - 120_000);
    // The hour after a busy day: thousands of ended windows, then one more request.
    await db.rateLimitBucket.createMany({
      data: Array.from({ length: 2000 }, (_, i) => ({
        key: `sweep:flood:${i}`,
        count: 1,
        windowStart: BigInt(now - 7_200_000),
        expiresAt: BigInt(now - 3_600_000),
      })),
    });
    expect(await sweepExpiredRows(now)).toBe(true);
    const left = await db.rateLimitBucket.findMany({ where: { key: { startsWith: "sweep:" } }, select: { key: true } });
    expect(left.map((row) => row.key)).toEqual(["sweep:live"]);
    // At most once a minute per process.
    expect(await sweepExpiredRows(now + 1000)).toBe(false);
  });

  it("sweeps as part of counting: the table does not only grow", async () => {
    const now = Date.UTC(2031, 0, 1);
    for (let i = 0; i < 50; i += 1) await hit(`grow:${i}`, { limit: 5, windowSeconds: 60 }, now);
    await hit("grow:later", { limit: 5, windowSeconds: 60 }, now + 3_600_000);
    expect(await db.rateLimitBucket.count({ where: { key: { startsWith: "grow:" } } })).toBe(1);
  });
});
