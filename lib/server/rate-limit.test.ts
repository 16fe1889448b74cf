import { describe, expect, it } from "vitest";
import { apiRequest } from "@/tests/helpers";
import { clientIp, hit, limitRequest } from "./rate-limit";

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
    const from = (ip: string) => apiRequest("/api/x", { headers: { "x-forwarded-for": ip } });
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

  it("reads the caller's address from X-Forwarded-For", () => {
    expect(clientIp(apiRequest("/x", { headers: { "x-forwarded-for": "203.0.113.9, 10.0.0.1" } }))).toBe("203.0.113.9");
  });
});
