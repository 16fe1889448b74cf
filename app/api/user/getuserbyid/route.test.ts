import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { createCertificate, createCompany, removeUploads, signIn } from "@/tests/fixtures/users";
import { apiRequest, createUser } from "@/tests/helpers";
import { GET as getUserById } from "./route";

const written: string[] = [];
afterAll(() => removeUploads(written));

const get = (id: string, bearer?: string) =>
  getUserById(apiRequest(`/api/user/getUserById?id=${encodeURIComponent(id)}&timestamp=1700000000000`, { bearer }));

async function certificateOf(userId: string, data: Parameters<typeof createCertificate>[1] = {}) {
  const certificate = await createCertificate(userId, data);
  written.push(certificate.dbPath);
  return certificate;
}

describe("GET /api/user/getUserById", () => {
  it.each([
    [null, "Cleaner", 401],
    ["Cleaner", "Cleaner", 404],
    ["Cleaner", "Client", 404],
    ["Client", "Client", 404],
    ["Client", "Administrator", 404],
    ["Administrator", "Cleaner", 200],
    ["Administrator", "Client", 200],
    ["Administrator", "Administrator", 200],
    ["Administrator", "SuperAdministrator", 404],
    ["SuperAdministrator", "Administrator", 200],
    ["SuperAdministrator", "SuperAdministrator", 200],
  ] as const)("%s reading another %s → %i", async (actor, targetRole, status) => {
    const target = await createUser({ role: targetRole });
    const bearer = actor ? (await signIn(actor)).bearer : undefined;
    const response = await get(target.id, bearer);
    expect(response.status).toBe(status);
    if (status === 200) expect((await response.json()).id).toBe(target.id);
  });

  it.each(["Cleaner", "Client", "Administrator", "SuperAdministrator"] as const)(
    "a %s reads their own record",
    async (role: Role) => {
      const { user, bearer } = await signIn(role);
      const response = await get(user.id, bearer);
      expect(response.status).toBe(200);
      expect((await response.json()).id).toBe(user.id);
    },
  );

  it("answers the public user with their certificates, newest first", async () => {
    const company = await createCompany();
    const { user, bearer } = await signIn("Cleaner", { companyId: company.id });
    const older = await certificateOf(user.id, {
      fileName: "Safe Pass.pdf",
      createdAt: new Date("2026-01-05T10:00:00Z"),
    });
    const newer = await certificateOf(user.id, {
      fileName: "Garda vetting.pdf",
      createdAt: new Date("2026-03-01T10:00:00Z"),
    });
    await certificateOf((await createUser()).id); // someone else's

    const body = await (await get(user.id, (await signIn("Administrator")).bearer)).json();
    expect(body).toMatchObject({
      id: user.id,
      firstName: "Test",
      role: "Cleaner",
      status: "active",
      companyId: company.id,
      company: { id: company.id, name: company.name },
    });
    expect(Object.keys(body)).not.toContain("passwordHash");
    expect(Object.keys(body)).not.toContain("tokenVersion");
    expect(body.certificates).toEqual(
      [newer, older].map((file) => ({
        id: file.id,
        fileName: file.fileName,
        mimeType: "application/pdf",
        sizeBytes: file.sizeBytes,
        dbPath: file.dbPath,
        createdAt: file.createdAt.toISOString(),
      })),
    );
    // The owner sees the same list.
    expect((await (await get(user.id, bearer)).json()).certificates).toHaveLength(2);
  });

  it("answers an empty list for a user without certificates", async () => {
    const { user, bearer } = await signIn("Client");
    expect((await (await get(user.id, bearer)).json()).certificates).toEqual([]);
  });

  it("answers 404 for an unknown id and 400 naming a malformed one", async () => {
    const { bearer } = await signIn("SuperAdministrator");
    expect((await get(randomUUID(), bearer)).status).toBe(404);
    const bad = await get("42", bearer);
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields)).toEqual(["query.id"]);
  });
});
