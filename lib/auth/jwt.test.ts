import { SignJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signAccessToken, verifyAccessToken } from "./jwt";

const user = { id: "user-1", role: "Administrator" as const, tokenVersion: 3 };
const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

describe("access tokens", () => {
  afterEach(() => vi.useRealTimers());

  it("round-trips sub, role, version, session and expiry", async () => {
    const exp = inSeconds(600);
    const token = await signAccessToken(user, "session-1", exp);
    expect(await verifyAccessToken(token)).toEqual({
      sub: "user-1",
      role: "Administrator",
      ver: 3,
      sid: "session-1",
      exp,
    });
  });

  it("rejects an expired token", async () => {
    const token = await signAccessToken(user, "s", inSeconds(60));
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(await verifyAccessToken(token)).toBeNull();
  });

  it("checks a token's signature once, and its expiry on every use", async () => {
    const token = await signAccessToken(user, "s", inSeconds(60));
    expect(await verifyAccessToken(token)).toMatchObject({ sid: "s" });
    expect(await verifyAccessToken(token)).toMatchObject({ sid: "s" });
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(await verifyAccessToken(token)).toBeNull();
  });

  it("rejects a token whose payload was altered", async () => {
    const token = await signAccessToken(user, "s", inSeconds(600));
    const [header, payload, signature] = token.split(".");
    const forged = JSON.parse(Buffer.from(payload!, "base64url").toString());
    forged.role = "SuperAdministrator";
    const tampered = [header, Buffer.from(JSON.stringify(forged)).toString("base64url"), signature].join(".");
    expect(await verifyAccessToken(tampered)).toBeNull();
  });

  it("rejects a token signed with another secret, or with alg none", async () => {
    const other = await new SignJWT({ role: "Administrator", ver: 0, sid: "s" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("user-1")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("another-secret-that-is-long-enough-0123456789"));
    expect(await verifyAccessToken(other)).toBeNull();
    const none = [
      Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url"),
      Buffer.from(
        JSON.stringify({ sub: "user-1", role: "Administrator", ver: 0, sid: "s", exp: inSeconds(600) }),
      ).toString("base64url"),
      "",
    ].join(".");
    expect(await verifyAccessToken(none)).toBeNull();
  });

  it("rejects a token with an unknown role, without a session id, or garbage", async () => {
    expect(
      await verifyAccessToken(await signAccessToken({ ...user, role: "Hacker" as never }, "s", inSeconds(600))),
    ).toBeNull();
    const noSession = await new SignJWT({ role: "Administrator", ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("user-1")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(process.env.AUTH_SECRET));
    expect(await verifyAccessToken(noSession)).toBeNull();
    expect(await verifyAccessToken("not.a.token")).toBeNull();
  });
});
