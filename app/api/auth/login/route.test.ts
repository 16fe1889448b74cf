import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { verifyAccessToken } from "@/lib/auth/jwt";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { apiRequest, createUser, PASSWORD } from "@/tests/helpers";
import { POST as login } from "./route";

const attempt = (body: unknown) => login(apiRequest("/api/auth/login", { body }));

describe("POST /api/auth/login", () => {
  it("signs in with the right password: { accessToken, user } and an httpOnly cookie", async () => {
    const user = await createUser({ role: "Cleaner", email: "siobhan@example.ie" });
    const response = await attempt({ username: "Siobhan@Example.ie", password: PASSWORD, domainName: "localhost" });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user).toMatchObject({ id: user.id, email: "siobhan@example.ie", role: "Cleaner", status: "active" });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|argon2/);
    const claims = await verifyAccessToken(body.accessToken);
    expect(claims).toMatchObject({ sub: user.id, role: "Cleaner", exp: body.expiresAt });

    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`${SESSION_COOKIE}=${body.accessToken}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Max-Age=\d+/);
  });

  it("answers a wrong password and an unknown e-mail with the same 401", async () => {
    await createUser({ email: "known@example.ie" });
    const wrong = await attempt({ username: "known@example.ie", password: "wrong-password" });
    const unknown = await attempt({ username: "nobody@example.ie", password: "wrong-password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  it.each([
    ["banned", /suspended/],
    ["pending", /waiting for approval/],
    ["rejected", /not approved/],
  ] as const)("refuses a %s user with a clear 403", async (status, message) => {
    const user = await createUser({ status });
    const response = await attempt({ username: user.email, password: PASSWORD });
    expect(response.status).toBe(403);
    expect((await response.json()).error.message).toMatch(message);
  });

  it("stops guessing at one account: the 11th attempt within 15 minutes gets 429, even with the right password", async () => {
    const user = await createUser({ email: "target@example.ie" });
    for (let i = 0; i < 10; i += 1)
      expect((await attempt({ username: user.email, password: `guess-${i}` })).status).toBe(401);
    const refused = await attempt({ username: user.email, password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);
  });

  it("does not count successful logins against the account", async () => {
    const user = await createUser();
    for (let i = 0; i < 12; i += 1)
      expect((await attempt({ username: user.email, password: PASSWORD })).status).toBe(200);
  });

  it("tells a banned user nothing without the right password", async () => {
    const user = await createUser({ status: "banned" });
    expect((await attempt({ username: user.email, password: "guess" })).status).toBe(401);
  });

  it.each([
    [{}, ["username", "password"]],
    [{ username: "not-an-email", password: "x" }, ["username"]],
    [{ username: "a@b.ie" }, ["password"]],
    [{ username: 42, password: ["x"] }, ["username", "password"]],
  ])("answers a malformed body %j with 400 naming %j", async (body, fields) => {
    const response = await attempt(body);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields).sort()).toEqual([...fields].sort());
  });
});

describe("GET /api/auth/me and POST /api/auth/logout", () => {
  it("returns the signed-in user, and 401 without a session", async () => {
    const user = await createUser({ role: "Client" });
    const { accessToken } = await (await attempt({ username: user.email, password: PASSWORD })).json();
    const response = await me(apiRequest("/api/auth/me", { bearer: accessToken }));
    expect(response.status).toBe(200);
    expect((await response.json()).user).toMatchObject({ id: user.id, role: "Client" });
    expect((await me(apiRequest("/api/auth/me"))).status).toBe(401);
  });

  it("logout clears the cookie", async () => {
    const response = await logout(apiRequest("/api/auth/logout", { method: "POST" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Max-Age=0`, "i"));
  });
});
