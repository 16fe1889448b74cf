import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { createCompany, signIn } from "@/tests/fixtures/users";
import { apiRequest, createUser } from "@/tests/helpers";
import { GET as me } from "@/app/api/auth/me/route";
import { PUT as updateUser } from "./route";

const put = (body: unknown, bearer?: string) =>
  updateUser(apiRequest("/api/user/updateUser", { method: "PUT", body, bearer }));

const stored = (id: string) => db.user.findUniqueOrThrow({ where: { id } });

describe("PUT /api/user/updateUser: one's own profile", () => {
  it.each(["Cleaner", "Client", "Administrator", "SuperAdministrator"] as const)(
    "a %s edits their own profile fields",
    async (role) => {
      const { user, bearer } = await signIn(role);
      const changes = {
        firstName: "Máire",
        lastName: "Ní Bhriain",
        phoneNumber: "+353 87 765 4321",
        address: "Apt 4, Galway",
        country: "Northern Ireland",
        locale: "ar",
        profilePhotoPath: `/api/files/profile/${user.id}/${randomUUID()}.png`,
      };
      const response = await put({ id: user.id, ...changes }, bearer);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id: user.id, ...changes });
      expect(await stored(user.id)).toMatchObject({ ...changes, tokenVersion: user.tokenVersion });
    },
  );

  it.each([
    ["Cleaner", { role: "Administrator" }, ["role"]],
    ["Client", { status: "banned", isVerified: true }, ["isVerified", "status"]],
    ["Client", { email: "new@example.ie", companyId: randomUUID() }, ["companyId", "email"]],
  ] as const)("a %s may not set %o on themselves (403)", async (role, changes, fields) => {
    const { user, bearer } = await signIn(role);
    const response = await put({ id: user.id, ...changes }, bearer);
    expect(response.status).toBe(403);
    expect(Object.keys((await response.json()).error.fields).sort()).toEqual(fields);
    expect(await stored(user.id)).toEqual(user);
  });

  it("accepts the whole user sent back with unchanged office fields", async () => {
    const { user, bearer } = await signIn("Client");
    const response = await put({ ...user, firstName: "Changed", companyId: null }, bearer);
    expect(response.status).toBe(200);
    expect((await stored(user.id)).firstName).toBe("Changed");
  });

  it("clears optional fields with null or an empty string", async () => {
    const { user, bearer } = await signIn("Cleaner");
    await db.user.update({ where: { id: user.id }, data: { phoneNumber: "0871234567", address: "Cork" } });
    expect((await put({ id: user.id, phoneNumber: "", address: null }, bearer)).status).toBe(200);
    expect(await stored(user.id)).toMatchObject({ phoneNumber: null, address: null });
  });

  it("refuses a photo uploaded for someone else (400)", async () => {
    const { user, bearer } = await signIn("Client");
    const other = await createUser();
    const response = await put(
      { id: user.id, profilePhotoPath: `/api/files/profile/${other.id}/${randomUUID()}.png` },
      bearer,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty("profilePhotoPath");
  });
});

describe("PUT /api/user/updateUser: the Monday digest copy", () => {
  it.each(["Administrator", "SuperAdministrator"] as const)("a %s asks for it and stops it", async (role) => {
    const { user, bearer } = await signIn(role);
    const response = await put({ id: user.id, weeklyDigest: true }, bearer);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ weeklyDigest: true });
    expect((await stored(user.id)).weeklyDigest).toBe(true);
    expect((await put({ id: user.id, weeklyDigest: false }, bearer)).status).toBe(200);
    expect((await stored(user.id)).weeklyDigest).toBe(false);
  });

  it.each(["Cleaner", "Client"] as const)("a %s cannot ask for it (400 naming weeklyDigest)", async (role) => {
    const { user, bearer } = await signIn(role);
    const response = await put({ id: user.id, firstName: "Changed", weeklyDigest: true }, bearer);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      weeklyDigest: "The Monday digest is for the office's accounts.",
    });
    // Nothing of the request was written, the name included.
    expect(await stored(user.id)).toEqual(user);
    // Sent back unchanged with the whole profile, it is no change.
    expect((await put({ id: user.id, weeklyDigest: false }, bearer)).status).toBe(200);
  });

  it("is its owner's to choose: the office cannot set it on another account (403)", async () => {
    const other = await createUser({ role: "Administrator" });
    const response = await put({ id: other.id, weeklyDigest: true }, (await signIn("SuperAdministrator")).bearer);
    expect(response.status).toBe(403);
    expect((await response.json()).error.fields).toEqual({ weeklyDigest: "Only the account's owner can choose this." });
    expect((await stored(other.id)).weeklyDigest).toBe(false);
  });

  it("refuses a value that is not true or false (400)", async () => {
    const { user, bearer } = await signIn("Administrator");
    const response = await put({ id: user.id, weeklyDigest: "yes" }, bearer);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty("weeklyDigest");
  });
});

describe("PUT /api/user/updateUser: the office and other people's accounts", () => {
  it.each([
    [null, "Cleaner", 401],
    ["Cleaner", "Cleaner", 404],
    ["Client", "Client", 404],
    ["Client", "Administrator", 404],
    ["Administrator", "Cleaner", 200],
    ["Administrator", "Client", 200],
    ["Administrator", "Administrator", 403],
    ["Administrator", "SuperAdministrator", 404],
    ["SuperAdministrator", "Administrator", 200],
    ["SuperAdministrator", "SuperAdministrator", 200],
  ] as const)("%s editing a %s → %i", async (actor, targetRole, status) => {
    const target = await createUser({ role: targetRole });
    const bearer = actor ? (await signIn(actor)).bearer : undefined;
    const response = await put({ id: target.id, lastName: "Renamed" }, bearer);
    expect(response.status).toBe(status);
    expect((await stored(target.id)).lastName).toBe(status === 200 ? "Renamed" : "User");
  });

  it.each([
    ["Administrator", "Administrator", 403],
    ["Administrator", "SuperAdministrator", 403],
    ["Administrator", "Client", 200],
    ["SuperAdministrator", "Administrator", 200],
    ["SuperAdministrator", "SuperAdministrator", 200],
  ] as const)("%s giving a Cleaner the %s role → %i", async (actor, role, status) => {
    const target = await createUser({ role: "Cleaner" });
    const response = await put({ id: target.id, role }, (await signIn(actor)).bearer);
    expect(response.status).toBe(status);
    expect((await stored(target.id)).role).toBe(status === 200 ? role : "Cleaner");
  });

  // The review's takeover: change a peer Administrator's e-mail, then ask for a reset link.
  it.each([{ email: "taken-over@example.ie" }, { role: "Cleaner" }, { status: "banned" }, { firstName: "Harmless" }])(
    "an Administrator cannot change another Administrator's account (%j → 403)",
    async (changes) => {
      const peer = await createUser({ role: "Administrator" });
      const response = await put({ id: peer.id, ...changes }, (await signIn("Administrator")).bearer);
      expect(response.status).toBe(403);
      expect(await stored(peer.id)).toEqual(peer);
    },
  );

  it("only a Super Administrator changes an Administrator's e-mail, their own included", async () => {
    const { user, bearer } = await signIn("Administrator");
    const own = await put({ id: user.id, email: "new-admin-address@example.ie" }, bearer);
    expect(own.status).toBe(403);
    expect((await own.json()).error.fields).toHaveProperty("email");
    // Their own name they may still change.
    expect((await put({ id: user.id, firstName: "Renamed" }, bearer)).status).toBe(200);
    const bySuper = await put(
      { id: user.id, email: "new-admin-address@example.ie" },
      (await signIn("SuperAdministrator")).bearer,
    );
    expect(bySuper.status).toBe(200);
  });

  it.each([
    ["role", "Cleaner"],
    ["status", "banned"],
  ] as const)("nobody changes their own %s (403)", async (field, value) => {
    const { user, bearer } = await signIn("SuperAdministrator");
    const response = await put({ id: user.id, [field]: value }, bearer);
    expect(response.status).toBe(403);
    expect(await stored(user.id)).toEqual(user);
  });

  it("sets e-mail, status, company and verification for the office", async () => {
    const company = await createCompany();
    const target = await createUser({ status: "pending" });
    const changes = {
      email: `moved-${randomUUID()}@example.ie`,
      status: "active",
      companyId: company.id,
      isVerified: true,
    };
    const response = await put({ id: target.id, ...changes }, (await signIn("Administrator")).bearer);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ...changes, company: { name: company.name } });
  });

  it("e-mails a client whose waiting account the office approves, at the address it now has", async () => {
    const target = await createUser({ status: "pending" });
    await db.user.update({ where: { id: target.id }, data: { locale: "vi" } });
    const admin = (await signIn("Administrator")).bearer;
    const email = `approved-${randomUUID()}@example.ie`;
    expect((await put({ id: target.id, status: "active", email }, admin)).status).toBe(200);
    const approvals = () => db.outboxMail.findMany({ where: { kind: "account-approved", toAddress: email } });
    expect(await approvals()).toEqual([
      expect.objectContaining({ locale: "vi", subject: "Tài khoản Emerald Clean của bạn đã được duyệt" }),
    ]);
    // Saved again, or suspended and restored: no second approval.
    await put({ id: target.id, status: "active", firstName: "Lan" }, admin);
    await put({ id: target.id, status: "banned" }, admin);
    await put({ id: target.id, status: "active" }, admin);
    expect(await approvals()).toHaveLength(1);
  });

  it.each([
    ["role", { role: "Client" }],
    ["status", { status: "banned" }],
    ["email", { email: "fresh-address@example.ie" }],
  ])("a new %s ends the user's sessions at once", async (_field, changes) => {
    const { user, bearer } = await signIn("Cleaner");
    expect((await me(apiRequest("/api/auth/me", { bearer }))).status).toBe(200);
    expect((await put({ id: user.id, ...changes }, (await signIn("Administrator")).bearer)).status).toBe(200);
    expect((await me(apiRequest("/api/auth/me", { bearer }))).status).toBe(401);
    expect((await stored(user.id)).tokenVersion).toBe(user.tokenVersion + 1);
  });

  it("keeps sessions when only the profile changes", async () => {
    const { user, bearer } = await signIn("Cleaner");
    expect((await put({ id: user.id, firstName: "Same Session" }, (await signIn("Administrator")).bearer)).status).toBe(
      200,
    );
    expect((await me(apiRequest("/api/auth/me", { bearer }))).status).toBe(200);
  });

  it("refuses an e-mail another account uses (409 naming email)", async () => {
    const taken = await createUser();
    const target = await createUser();
    const response = await put({ id: target.id, email: taken.email }, (await signIn("Administrator")).bearer);
    expect(response.status).toBe(409);
    expect((await response.json()).error.fields).toHaveProperty("email");
    expect(await stored(target.id)).toEqual(target);
  });

  it("answers 404 for unknown users and companies, 400 for malformed input", async () => {
    const { bearer } = await signIn("SuperAdministrator");
    expect((await put({ id: randomUUID(), firstName: "X" }, bearer)).status).toBe(404);
    const target = await createUser();
    const noCompany = await put({ id: target.id, companyId: randomUUID() }, bearer);
    expect(noCompany.status).toBe(404);
    expect((await noCompany.json()).error.fields).toHaveProperty("companyId");
    const bad = await put({ id: "42", phoneNumber: "12", locale: "de", firstName: "", isVerified: "yes" }, bearer);
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual([
      "firstName",
      "id",
      "isVerified",
      "locale",
      "phoneNumber",
    ]);
    expect(await stored(target.id)).toEqual(target);
  });
});
