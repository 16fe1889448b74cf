import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import type { Role } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import { apiRequest, createUser, tokenFor } from "@/tests/helpers";
import { POST as register } from "./route";

let counter = 0;
const newAccount = (role?: Role) => ({
  email: `new-${++counter}@example.ie`,
  password: "Mop-and-Bucket-77",
  firstName: "Niamh",
  lastName: "Brennan",
  domainName: "localhost",
  ...(role && { role }),
});

async function registerAs(actor: Role | null, body: unknown, headers: Record<string, string> = {}) {
  const bearer = actor ? await tokenFor(await createUser({ role: actor })) : undefined;
  return register(apiRequest("/api/auth/register", { body, bearer, headers }));
}

describe("POST /api/auth/register: who may create which account", () => {
  it.each([
    [null, undefined, 200, "pending"],
    [null, "Client", 200, "pending"],
    [null, "Cleaner", 403, null],
    [null, "Administrator", 403, null],
    [null, "SuperAdministrator", 403, null],
    ["Client", "Cleaner", 403, null],
    ["Cleaner", "Administrator", 403, null],
    ["Administrator", "Cleaner", 200, "active"],
    ["Administrator", "Client", 200, "active"],
    ["Administrator", "Administrator", 403, null],
    ["Administrator", "SuperAdministrator", 403, null],
    ["SuperAdministrator", "Administrator", 200, "active"],
    ["SuperAdministrator", "SuperAdministrator", 200, "active"],
  ] as const)("%s creating %s → %i (%s)", async (actor, role, status, accountStatus) => {
    const account = newAccount(role);
    const response = await registerAs(actor, account);
    expect(response.status).toBe(status);
    const stored = await db.user.findUnique({ where: { email: account.email } });
    if (accountStatus) {
      const body = await response.json();
      expect(body).toMatchObject({ email: account.email, role: role ?? "Client", status: accountStatus });
      expect(JSON.stringify(body)).not.toMatch(/passwordHash|argon2/);
      expect(stored?.status).toBe(accountStatus);
    } else {
      expect(stored).toBeNull();
    }
  });

  it("treats a cross-site request with an administrator's cookie as a visitor", async () => {
    const admin = await createUser({ role: "Administrator" });
    const response = await register(
      apiRequest("/api/auth/register", {
        body: newAccount("Cleaner"),
        cookie: `${SESSION_COOKIE}=${await tokenFor(admin)}`,
        headers: { origin: "https://evil.example" },
      }),
    );
    expect(response.status).toBe(403);
  });
});

describe("POST /api/auth/register: input", () => {
  it("answers a second account with the same e-mail with 409 naming the field", async () => {
    const account = newAccount();
    expect((await registerAs(null, account)).status).toBe(200);
    const again = await registerAs(null, { ...account, email: account.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect((await again.json()).error.fields).toHaveProperty("email");
  });

  it.each([
    ["short", "Use at least 10 characters."],
    ["Password2026!", "This password is too common. Choose one that is harder to guess."],
  ])("refuses the weak password %j with a field error", async (password, message) => {
    const response = await registerAs(null, { ...newAccount(), password });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ password: message });
  });

  it("names every missing field", async () => {
    const response = await registerAs(null, {});
    expect(Object.keys((await response.json()).error.fields).sort()).toEqual([
      "email",
      "firstName",
      "lastName",
      "password",
    ]);
  });

  it("limits registrations per address: the 11th within an hour gets 429 with Retry-After", async () => {
    const from = { "x-forwarded-for": "203.0.113.77" };
    for (let i = 0; i < 10; i += 1) expect((await registerAs(null, newAccount(), from)).status).toBe(200);
    const refused = await registerAs(null, newAccount(), from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
