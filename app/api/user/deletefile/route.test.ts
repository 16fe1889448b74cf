import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { GET as readFile } from "@/app/api/files/[kind]/[owner]/[name]/route";
import { GET as getUserById } from "@/app/api/user/getuserbyid/route";
import { db } from "@/lib/server/db";
import { createCertificate, fileContext, isStored, removeUploads, signIn } from "@/tests/fixtures/users";
import { apiRequest, createUser } from "@/tests/helpers";
import { DELETE as deleteFile } from "./route";

const written: string[] = [];
afterAll(() => removeUploads(written));

const remove = (id: unknown, bearer?: string) =>
  deleteFile(apiRequest("/api/user/deleteFile", { method: "DELETE", body: { id }, bearer }));

async function certificateOf(userId: string) {
  const certificate = await createCertificate(userId, { fileName: "Safe Pass.pdf" });
  written.push(certificate.dbPath);
  return certificate;
}

const rowExists = async (id: string) => (await db.userFile.count({ where: { id } })) === 1;

describe("DELETE /api/user/deleteFile", () => {
  it.each([
    [null, "Cleaner", 401],
    ["Cleaner", "Cleaner", 404],
    ["Client", "Client", 404],
    ["Client", "Cleaner", 404],
    ["Administrator", "Cleaner", 200],
    ["Administrator", "Client", 200],
    ["Administrator", "Administrator", 403],
    ["Administrator", "SuperAdministrator", 404],
    ["SuperAdministrator", "Administrator", 200],
    ["SuperAdministrator", "SuperAdministrator", 200],
  ] as const)("%s removing a %s's certificate → %i", async (actor, ownerRole, status) => {
    const owner = await createUser({ role: ownerRole });
    const certificate = await certificateOf(owner.id);
    const bearer = actor ? (await signIn(actor)).bearer : undefined;
    expect((await remove(certificate.id, bearer)).status).toBe(status);
    expect(await rowExists(certificate.id)).toBe(status !== 200);
    expect(isStored(certificate.dbPath)).toBe(status !== 200);
  });

  it.each(["Cleaner", "Client", "Administrator", "SuperAdministrator"] as const)(
    "a %s removes their own certificate: row and file, answered as it was",
    async (role) => {
      const { user, bearer } = await signIn(role);
      const certificate = await certificateOf(user.id);
      const response = await remove(certificate.id, bearer);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        id: certificate.id,
        fileName: "Safe Pass.pdf",
        mimeType: "application/pdf",
        sizeBytes: certificate.sizeBytes,
        dbPath: certificate.dbPath,
        createdAt: certificate.createdAt.toISOString(),
      });
      expect(await rowExists(certificate.id)).toBe(false);
      expect(isStored(certificate.dbPath)).toBe(false);
      const file = await readFile(apiRequest(certificate.dbPath, { bearer }), fileContext(certificate.dbPath));
      expect(file.status).toBe(404);
      const detail = await getUserById(apiRequest(`/api/user/getUserById?id=${user.id}`, { bearer }));
      expect((await detail.json()).certificates).toEqual([]);
    },
  );

  it("lets a client remove none of another user's certificates, not even a fellow client's", async () => {
    const other = await createUser({ role: "Client" });
    const certificate = await certificateOf(other.id);
    const { bearer } = await signIn("Client");
    const response = await remove(certificate.id, bearer);
    expect(response.status).toBe(404);
    expect(await rowExists(certificate.id)).toBe(true);
    expect(isStored(certificate.dbPath)).toBe(true);
  });

  it("answers 404 for an unknown or already removed certificate, 400 for a malformed id", async () => {
    const { user, bearer } = await signIn("Cleaner");
    const certificate = await certificateOf(user.id);
    expect((await remove(certificate.id, bearer)).status).toBe(200);
    expect((await remove(certificate.id, bearer)).status).toBe(404);
    expect((await remove(randomUUID(), bearer)).status).toBe(404);
    const bad = await remove("42", bearer);
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields)).toEqual(["id"]);
  });

  it("leaves the user's other certificates alone", async () => {
    const { user, bearer } = await signIn("Cleaner");
    const [first, second] = [await certificateOf(user.id), await certificateOf(user.id)];
    expect((await remove(first.id, bearer)).status).toBe(200);
    expect(await rowExists(second.id)).toBe(true);
    expect(isStored(second.dbPath)).toBe(true);
  });
});
