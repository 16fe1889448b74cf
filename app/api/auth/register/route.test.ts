import { describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { hashPassword } from "@/lib/auth/password";
import type { Role } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import { processOutbox } from "@/lib/server/mail/outbox";
import { apiRequest, createUser, tokenFor } from "@/tests/helpers";
import { mailFilesTo } from "@/tests/smtp";
import { POST as register } from "./route";

// The real hash, watched: how many times a registration hashes a password.
vi.mock("@/lib/auth/password", { spy: true });

let counter = 0;
const newAccount = (role?: Role) => ({
  email: `new-${++counter}@example.ie`,
  password: "Mop-and-Bucket-77",
  firstName: "Niamh",
  lastName: "Brennan",
  domainName: "localhost",
  ...(role && { role }),
});

async function registerAs(actor: Role | null, body: unknown, ip?: string) {
  const bearer = actor ? await tokenFor(await createUser({ role: actor })) : undefined;
  return register(apiRequest("/api/auth/register", { body, bearer, ip }));
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
      // The office gets the new account's id; a visitor only a receipt of what they sent.
      expect(body.id).toBe(actor ? stored?.id : undefined);
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
  it("answers the office a duplicate e-mail with 409 naming the field", async () => {
    const account = newAccount("Cleaner");
    expect((await registerAs("Administrator", account)).status).toBe(200);
    const again = await registerAs("Administrator", { ...account, email: account.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect((await again.json()).error.fields).toHaveProperty("email");
  });

  it("tells a visitor nothing about which addresses have accounts, and e-mails the owner instead", async () => {
    const owner = await createUser({ email: "already-here@example.ie" });
    const known = await registerAs(null, { ...newAccount(), email: "Already-Here@example.ie", firstName: "Someone" });
    const fresh = await registerAs(null, { ...newAccount(), email: "brand-new@example.ie", firstName: "Someone" });
    expect(known.status).toBe(200);
    expect(fresh.status).toBe(200);
    const strip = (body: Record<string, unknown>) => ({ ...body, email: undefined });
    expect(strip(await known.json())).toEqual(strip(await fresh.json()));
    // The existing account is untouched; the new one waits for the office.
    expect(await db.user.findUniqueOrThrow({ where: { id: owner.id } })).toMatchObject({ firstName: "Test" });
    expect(await db.user.count({ where: { email: "already-here@example.ie" } })).toBe(1);
    await processOutbox();
    const [toOwner] = await mailFilesTo("already-here@example.ie");
    expect(toOwner).toMatch(/already has one/);
    expect(toOwner).toContain("http://localhost:3000/auth/jwt/forgot-password");
    const [toNewcomer] = await mailFilesTo("brand-new@example.ie");
    expect(toNewcomer).toMatch(/checks every new client account/);
  });

  // The same work either way, so the same time (a timed comparison of two ~50 ms
  // answers failed on a busy machine): the password is hashed, and the mail waits
  // in the outbox rather than being sent before the answer.
  it("does the same work for a known address as for a new one: a hash, and a mail queued, not sent", async () => {
    await createUser({ email: "timed@example.ie" });
    const fresh = newAccount();
    for (const email of ["timed@example.ie", fresh.email]) {
      vi.mocked(hashPassword).mockClear();
      expect((await registerAs(null, { ...fresh, email })).status).toBe(200);
      expect(hashPassword, email).toHaveBeenCalledTimes(1);
    }
    const queued = await db.outboxMail.findMany({
      where: { toAddress: { in: ["timed@example.ie", fresh.email] } },
      select: { toAddress: true, status: true },
    });
    expect(queued.map((mail) => mail.status)).toEqual(["queued", "queued"]);
    await processOutbox();
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

  it("refuses a name holding half a UTF-16 pair with 400 naming it, and creates nothing", async () => {
    const account = newAccount();
    const rawBody = JSON.stringify({ ...account, firstName: "MARK" }).replace('"MARK"', '"Niamh\\ud800"');
    const response = await register(
      apiRequest("/api/auth/register", { rawBody, headers: { "content-type": "application/json" } }),
    );
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual(["firstName"]);
    expect(await db.user.count({ where: { email: account.email } })).toBe(0);
  });

  it("limits registrations per address: the 11th within an hour gets 429 with Retry-After", async () => {
    const from = "203.0.113.77";
    for (let i = 0; i < 10; i += 1) expect((await registerAs(null, newAccount(), from)).status).toBe(200);
    const refused = await registerAs(null, newAccount(), from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
