import { SignJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signAccessToken, verifyAccessToken } from "./jwt";

const user = { id: "user-1", role: "Administrator" as const, tokenVersion: 3 };

describe("access tokens", () => {
  afterEach(() => vi.useRealTimers());

  it("round-trips sub, role, version and expiry", async () => {
    const { token, exp } = await signAccessToken(user, 600);
    const claims = await verifyAccessToken(token);
    expect(claims).toEqual({ sub: "user-1", role: "Administrator", ver: 3, exp });
    expect(exp - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(599);
  });

  it("rejects an expired token", async () => {
    const { token } = await signAccessToken(user, 60);
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(await verifyAccessToken(token)).toBeNull();
  });

  it("rejects a token whose payload was altered", async () => {
    const { token } = await signAccessToken(user, 600);
    const [header, payload, signature] = token.split(".");
    const forged = JSON.parse(Buffer.from(payload!, "base64url").toString());
    forged.role = "SuperAdministrator";
    const tampered = [header, Buffer.from(JSON.stringify(forged)).toString("base64url"), signature].join(".");
    expect(await verifyAccessToken(tampered)).toBeNull();
  });

  it("rejects a token signed with another secret", async () => {
    const other = await new SignJWT({ role: "Administrator", ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("user-1")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("another-secret-that-is-long-enough-0123456789"));
    expect(await verifyAccessToken(other)).toBeNull();
  });

  it("rejects a token with an unknown role or garbage", async () => {
    const { token } = await signAccessToken({ ...user, role: "Hacker" as never }, 600);
    expect(await verifyAccessToken(token)).toBeNull();
    expect(await verifyAccessToken("not.a.token")).toBeNull();
  });
});
