import { describe, expect, it } from "vitest";
import { DEVICE_COOKIE, SESSION_COOKIE } from "@/lib/auth/cookie";
import { verifyAccessToken } from "@/lib/auth/jwt";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { apiRequest, createUser, PASSWORD } from "@/tests/helpers";
import { POST as login } from "./route";

const attempt = (body: unknown, options: { ip?: string; cookie?: string } = {}) =>
  login(apiRequest("/api/auth/login", { body, ...options }));

// The device cookie a successful login sets, as the browser sends it back.
const deviceCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))!
    .split(";")[0]!;

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

  it("says why in the caller's language: a French visitor whose account waits is told so, not 'not allowed'", async () => {
    const user = await createUser({ status: "pending" });
    const response = await login(
      apiRequest("/api/auth/login", {
        body: { username: user.email, password: PASSWORD },
        headers: { "accept-language": "fr" },
      }),
    );
    expect(response.status).toBe(403);
    expect((await response.json()).error.message).toBe("Votre compte attend l’approbation du bureau.");
  });

  it("tells a French visitor with a wrong password that it is wrong, in French (not 'please sign in')", async () => {
    await createUser({ email: "mauvais@example.ie" });
    const response = await login(
      apiRequest("/api/auth/login", {
        body: { username: "mauvais@example.ie", password: "wrong-password" },
        headers: { "accept-language": "fr" },
      }),
    );
    expect(response.status).toBe(401);
    expect((await response.json()).error.message).toBe("L’adresse e-mail ou le mot de passe est incorrect.");
  });

  it("stops guessing from one address: the 6th wrong password within 15 minutes gets 429, even the right one", async () => {
    const user = await createUser({ email: "target@example.ie" });
    const ip = "203.0.113.50";
    for (let i = 0; i < 5; i += 1)
      expect((await attempt({ username: user.email, password: `guess-${i}` }, { ip })).status).toBe(401);
    const refused = await attempt({ username: user.email, password: PASSWORD }, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);
  });

  it("a flood of wrong passwords from many addresses shuts strangers out, not the owner on their known browser", async () => {
    const user = await createUser({ email: "owner@example.ie" });
    // The owner signed in from their browser last week: it carries a device cookie.
    const first = await attempt({ username: user.email, password: PASSWORD }, { ip: "198.51.100.7" });
    expect(first.status).toBe(200);
    const ownersBrowser = deviceCookieOf(first);

    // An attacker tries 60 passwords from 20 addresses, 3 each: under every per-address limit.
    for (let i = 0; i < 60; i += 1) {
      const response = await attempt({ username: user.email, password: `guess-${i}` }, { ip: `192.0.2.${i % 20}` });
      expect([401, 429]).toContain(response.status);
    }
    // The account is now closed to strangers, even one who knows the password...
    expect((await attempt({ username: user.email, password: PASSWORD }, { ip: "203.0.113.99" })).status).toBe(429);
    // ...but the owner, from their own browser, signs in at once.
    const owner = await attempt(
      { username: user.email, password: PASSWORD },
      { ip: "198.51.100.7", cookie: ownersBrowser },
    );
    expect(owner.status).toBe(200);
  });

  it("does not let a device cookie of another account, or a forged one, bypass the limits", async () => {
    const victim = await createUser({ email: "victim@example.ie" });
    const attacker = await createUser({ email: "attacker@example.ie" });
    const attackersDevice = deviceCookieOf(await attempt({ username: attacker.email, password: PASSWORD }));
    for (let i = 0; i < 25; i += 1)
      await attempt({ username: victim.email, password: `guess-${i}` }, { ip: `192.0.2.${i}` });
    const forged = `${DEVICE_COOKIE}=${attackersDevice.split("=")[1]!.slice(0, -4)}AAAA`;
    for (const cookie of [attackersDevice, forged]) {
      const response = await attempt({ username: victim.email, password: PASSWORD }, { cookie });
      expect(response.status).toBe(429);
    }
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

  it("logout ends that session on the server: the same token is refused at once, other devices stay signed in", async () => {
    const user = await createUser();
    const signIn = async () => (await (await attempt({ username: user.email, password: PASSWORD })).json()).accessToken;
    const laptop = await signIn();
    const phone = await signIn();
    const meWith = (bearer: string) => me(apiRequest("/api/auth/me", { bearer }));
    expect((await meWith(laptop)).status).toBe(200);

    expect((await logout(apiRequest("/api/auth/logout", { method: "POST", bearer: laptop }))).status).toBe(200);
    expect((await meWith(laptop)).status).toBe(401);
    // The cookie form of the same token is refused too.
    expect((await me(apiRequest("/api/auth/me", { cookie: `${SESSION_COOKIE}=${laptop}` }))).status).toBe(401);
    expect((await meWith(phone)).status).toBe(200);
  });

  it("refuses a logout sent from another site's page, which would sign the visitor out", async () => {
    const user = await createUser();
    const { accessToken } = await (await attempt({ username: user.email, password: PASSWORD })).json();
    const forged = await logout(
      apiRequest("/api/auth/logout", {
        method: "POST",
        cookie: `${SESSION_COOKIE}=${accessToken}`,
        headers: { origin: "https://evil.example" },
      }),
    );
    expect(forged.status).toBe(403);
    expect(forged.headers.get("set-cookie")).toBeNull();
    expect((await me(apiRequest("/api/auth/me", { bearer: accessToken }))).status).toBe(200);
  });

  it.each(["%E0%A4%A", "%", "a%ZZ"])(
    "treats a malformed session cookie (%s) as no session, never a 500",
    async (value) => {
      const response = await me(apiRequest("/api/auth/me", { cookie: `${SESSION_COOKIE}=${value}` }));
      expect(response.status).toBe(401);
    },
  );
});
