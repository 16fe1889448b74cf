import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as resetPassword } from "@/app/api/auth/resetpassword/route";
import { db } from "@/lib/server/db";
import { signIn } from "@/tests/fixtures/users";
import { apiRequest, createUser, PASSWORD } from "@/tests/helpers";
import { PUT as setStatus } from "./route";

const put = (body: unknown, bearer?: string) =>
  setStatus(apiRequest("/api/user/setStatus", { method: "PUT", body, bearer }));

const stored = (id: string) => db.user.findUniqueOrThrow({ where: { id } });
const approvalsTo = (addresses: string[]) =>
  db.outboxMail.findMany({ where: { kind: "account-approved", toAddress: { in: addresses } } });
const isSignedIn = async (bearer: string) => (await me(apiRequest("/api/auth/me", { bearer }))).status === 200;

describe("PUT /api/user/setStatus", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (actor, status) => {
    const target = await createUser({ role: "Client", status: "pending" });
    const bearer = actor ? (await signIn(actor)).bearer : undefined;
    expect((await put({ ids: [target.id], status: "active" }, bearer)).status).toBe(status);
    expect((await stored(target.id)).status).toBe(status === 200 ? "active" : "pending");
  });

  it.each([
    ["Administrator", "Cleaner", 200],
    ["Administrator", "Client", 200],
    ["Administrator", "Administrator", 403],
    ["Administrator", "SuperAdministrator", 404],
    ["SuperAdministrator", "Administrator", 200],
    ["SuperAdministrator", "SuperAdministrator", 200],
  ] as const)("%s banning a %s → %i", async (actor, targetRole, status) => {
    const target = await createUser({ role: targetRole });
    const response = await put({ ids: [target.id], status: "banned" }, (await signIn(actor)).bearer);
    expect(response.status).toBe(status);
    expect((await stored(target.id)).status).toBe(status === 200 ? "banned" : "active");
    if (status !== 200) expect(Object.keys((await response.json()).error.fields)).toEqual([target.id]);
  });

  it("activates pending clients at once and answers how many changed", async () => {
    const pending = [await createUser({ status: "pending" }), await createUser({ status: "pending" })];
    const response = await put(
      { ids: pending.map((user) => user.id), status: "active" },
      (await signIn("Administrator")).bearer,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ updated: 2 });
    for (const user of pending) expect((await stored(user.id)).status).toBe("active");
  });

  it("ends the sessions of the users whose status changed, and only theirs", async () => {
    const banned = await signIn("Cleaner");
    const alreadyBanned = await signIn("Cleaner");
    await db.user.update({ where: { id: alreadyBanned.user.id }, data: { status: "banned" } });
    const bystander = await signIn("Cleaner");
    expect(await isSignedIn(banned.bearer)).toBe(true);

    const response = await put(
      { ids: [banned.user.id, alreadyBanned.user.id], status: "banned" },
      (await signIn("SuperAdministrator")).bearer,
    );
    expect(await response.json()).toEqual({ updated: 1 });
    expect(await isSignedIn(banned.bearer)).toBe(false);
    expect((await stored(banned.user.id)).tokenVersion).toBe(banned.user.tokenVersion + 1);
    // Already banned: nothing changed, so its token version stays.
    expect((await stored(alreadyBanned.user.id)).tokenVersion).toBe(alreadyBanned.user.tokenVersion);
    expect(await isSignedIn(bystander.bearer)).toBe(true);
  });

  it("changes nothing when one id is refused, and names the refused ids", async () => {
    const { user: admin, bearer } = await signIn("Administrator");
    const cleaners = [await createUser({ role: "Cleaner" }), await createUser({ role: "Cleaner" })];
    const peer = await createUser({ role: "Administrator" });
    const before = await Promise.all(cleaners.map((user) => stored(user.id)));

    const response = await put(
      { ids: [cleaners[0]!.id, peer.id, cleaners[1]!.id, admin.id], status: "banned" },
      bearer,
    );
    expect(response.status).toBe(403);
    const { error } = await response.json();
    expect(error.fields).toEqual({
      [peer.id]: "Only a Super Administrator manages administrator accounts.",
      [admin.id]: "You cannot change your own status.",
    });
    expect(error.message).toMatch(/^Nothing was changed/);
    expect(await Promise.all(cleaners.map((user) => stored(user.id)))).toEqual(before);
    expect((await stored(peer.id)).status).toBe("active");
  });

  it("answers 404 when any id is unknown or hidden, naming them alongside the others", async () => {
    const { bearer } = await signIn("Administrator");
    const cleaner = await createUser({ role: "Cleaner" });
    const peer = await createUser({ role: "Administrator" });
    const superAdmin = await createUser({ role: "SuperAdministrator" });
    const unknown = randomUUID();
    const response = await put({ ids: [cleaner.id, peer.id, superAdmin.id, unknown], status: "banned" }, bearer);
    expect(response.status).toBe(404);
    const { fields } = (await response.json()).error;
    // A Super Administrator's account reads exactly like an id that does not exist.
    expect(fields[superAdmin.id]).toBe(fields[unknown]);
    expect(Object.keys(fields).sort()).toEqual([peer.id, superAdmin.id, unknown].sort());
    expect((await stored(cleaner.id)).status).toBe("active");
  });

  it.each(["Administrator", "SuperAdministrator"] as const)(
    "a %s cannot change their own status (403)",
    async (role) => {
      const { user, bearer } = await signIn(role);
      const response = await put({ ids: [user.id], status: "banned" }, bearer);
      expect(response.status).toBe(403);
      expect((await response.json()).error.fields).toHaveProperty(user.id);
      expect((await stored(user.id)).status).toBe("active");
    },
  );

  it("tells the owners of accounts that waited for the office that they may sign in, in their language", async () => {
    const waiting = await createUser({ status: "pending" });
    // Its owner confirmed the address from the registration mail.
    await db.user.update({ where: { id: waiting.id }, data: { locale: "fr", emailConfirmedAt: new Date() } });
    const suspended = await createUser({ status: "banned" });
    const active = await createUser();
    const response = await put(
      { ids: [waiting.id, suspended.id, active.id], status: "active" },
      (await signIn("Administrator")).bearer,
    );
    expect(await response.json()).toEqual({ updated: 2 });
    // Only the approval: a suspended account made active again is not one.
    const mails = await approvalsTo([waiting.email, suspended.email, active.email]);
    expect(mails).toEqual([expect.objectContaining({ toAddress: waiting.email, locale: "fr" })]);
    expect(mails[0]!.subject).toBe("Votre compte Emerald Clean est approuvé");
    expect(mails[0]!.text).toContain("http://localhost:3000/fr/auth/jwt/login");

    // Approved once: setting it active again sends nothing more.
    await put({ ids: [waiting.id], status: "active" }, (await signIn("Administrator")).bearer);
    expect(await approvalsTo([waiting.email])).toHaveLength(1);
  });

  it("approves a registration nobody confirmed without its password: the address's owner chooses one", async () => {
    // Anybody may register any address: this password may be a stranger's.
    const waiting = await createUser({ status: "pending" });
    const response = await put({ ids: [waiting.id], status: "active" }, (await signIn("Administrator")).bearer);
    expect(await response.json()).toEqual({ updated: 1 });
    expect(
      (await login(apiRequest("/api/auth/login", { body: { username: waiting.email, password: PASSWORD } }))).status,
    ).toBe(401);
    const [mail] = await approvalsTo([waiting.email]);
    expect(mail!.subject).toBe("Your Emerald Clean account is approved");
    const link = new URL(/http:\/\/localhost:3000\/auth\/jwt\/reset-password\?\S+/.exec(mail!.text)![0]);
    expect(link.searchParams.get("invite")).toBe("1");
    const password = "Chosen-at-Last-42";
    const chosen = await resetPassword(
      apiRequest("/api/auth/resetPassword", {
        body: { email: waiting.email, password, confirmPassword: password, token: link.searchParams.get("token") },
      }),
    );
    expect(chosen.status).toBe(200);
    expect((await login(apiRequest("/api/auth/login", { body: { username: waiting.email, password } }))).status).toBe(
      200,
    );
    // Choosing it through the mailed link proved the address.
    expect((await stored(waiting.id)).emailConfirmedAt).not.toBeNull();
  });

  it("sends no approval when the batch is refused, nor when a waiting account is refused or banned", async () => {
    const waiting = await createUser({ status: "pending" });
    const peer = await createUser({ role: "Administrator" });
    const refused = await put({ ids: [waiting.id, peer.id], status: "active" }, (await signIn("Administrator")).bearer);
    expect(refused.status).toBe(403);
    const rejected = await createUser({ status: "pending" });
    await put({ ids: [rejected.id], status: "rejected" }, (await signIn("Administrator")).bearer);
    expect(await approvalsTo([waiting.email, rejected.email])).toEqual([]);
    expect((await stored(waiting.id)).status).toBe("pending");
  });

  it("counts an id sent twice once", async () => {
    const target = await createUser({ status: "pending" });
    const response = await put(
      { ids: [target.id, target.id], status: "active" },
      (await signIn("Administrator")).bearer,
    );
    expect(await response.json()).toEqual({ updated: 1 });
  });

  it.each([
    ["no ids", { ids: [], status: "active" }, { ids: "Select at least one user." }],
    [
      "101 ids",
      { ids: Array.from({ length: 101 }, () => randomUUID()), status: "active" },
      { ids: "At most 100 items." },
    ],
    [
      "a malformed id and status",
      { ids: ["me"], status: "asleep" },
      { "ids.0": "Must be a UUID (version 4).", status: "Choose active, pending, banned or rejected." },
    ],
    ["ids that are not a list", { ids: "all", status: "active" }, { ids: "This value is not valid." }],
    ["no body fields", {}, { ids: "Select at least one user.", status: "Choose active, pending, banned or rejected." }],
  ])("refuses %s (400 naming each field)", async (_name, body, fields) => {
    const response = await put(body, (await signIn("SuperAdministrator")).bearer);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual(fields);
  });
});
