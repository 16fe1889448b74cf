import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { GET as readFile } from "@/app/api/files/[kind]/[owner]/[name]/route";
import {
  PDF,
  PNG,
  TEXT_AS_PNG,
  fileContext,
  multipartRequest,
  pngOfSize,
  removeUploads,
  signIn,
} from "@/tests/fixtures/users";
import { apiRequest, createUser } from "@/tests/helpers";
import { POST as upload } from "./route";

const written: string[] = [];
afterAll(() => removeUploads(written));

async function send(bearer: string | undefined, file?: Uint8Array, fields?: Record<string, string>) {
  const response = await upload(multipartRequest("/api/user/upload", { bearer, file: file && { data: file }, fields }));
  if (response.status === 200) written.push((await response.clone().json()).dbPath);
  return response;
}

describe("POST /api/user/upload", () => {
  it("saves one's profile photo, sets it on the profile and serves it back", async () => {
    const { user, bearer } = await signIn("Cleaner");
    const response = await send(bearer, PNG);
    expect(response.status).toBe(200);
    const { dbPath } = await response.json();
    expect(dbPath).toMatch(new RegExp(`^/api/files/profile/${user.id}/[0-9a-f-]{36}\\.png$`));
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).profilePhotoPath).toBe(dbPath);

    const file = await readFile(apiRequest(dbPath, { bearer }), fileContext(dbPath));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(file.headers.get("content-disposition")).toMatch(/^inline/);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });

  it("accepts a PDF certificate without touching the profile photo", async () => {
    const { user, bearer } = await signIn("Cleaner");
    const response = await send(bearer, PDF, { kind: "certificate" });
    expect(response.status).toBe(200);
    expect((await response.json()).dbPath).toMatch(new RegExp(`^/api/files/certificate/${user.id}/.+\\.pdf$`));
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).profilePhotoPath).toBeNull();
  });

  it.each([
    ["a text file named .png", TEXT_AS_PNG, {}, 415],
    ["a PDF as a profile photo", PDF, {}, 415],
    ["a PNG over 5 MB", pngOfSize(5 * 1024 * 1024 + 1), {}, 413],
    ["a request over 5.5 MB", pngOfSize(6 * 1024 * 1024), {}, 413],
    ["an unknown kind", PNG, { kind: "passport" }, 400],
    ["a malformed userId", PNG, { userId: "me" }, 400],
  ] as const)("refuses %s (%i) and keeps the profile as it was", async (_name, file, fields, status) => {
    const { user, bearer } = await signIn("Client");
    const response = await send(bearer, file, fields);
    expect(response.status).toBe(status);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).profilePhotoPath).toBeNull();
  });

  it("refuses a request without a file (400 naming file) and one that is not multipart (415)", async () => {
    const { bearer } = await signIn("Client");
    const missing = await send(bearer, undefined, { kind: "profile" });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields).toHaveProperty("file");
    const json = await upload(apiRequest("/api/user/upload", { body: { file: "x" }, bearer }));
    expect(json.status).toBe(415);
  });

  it.each([
    [null, "Cleaner", 401],
    ["Cleaner", "Cleaner", 404],
    ["Client", "Client", 404],
    ["Administrator", "Cleaner", 200],
    ["Administrator", "Administrator", 403],
    ["Administrator", "SuperAdministrator", 404],
    ["SuperAdministrator", "SuperAdministrator", 200],
  ] as const)("%s uploading for another %s → %i", async (actor, targetRole, status) => {
    const target = await createUser({ role: targetRole });
    const bearer = actor ? (await signIn(actor)).bearer : undefined;
    const response = await send(bearer, PNG, { userId: target.id });
    expect(response.status).toBe(status);
    const photo = (await db.user.findUniqueOrThrow({ where: { id: target.id } })).profilePhotoPath;
    expect(photo).toBe(status === 200 ? (await response.json()).dbPath : null);
  });

  it("answers 404 for an unknown user", async () => {
    const { bearer } = await signIn("SuperAdministrator");
    expect((await send(bearer, PNG, { userId: randomUUID() })).status).toBe(404);
  });
});
