import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/server/db";
import { uploadRoot } from "@/lib/server/uploads/store";
import { expectConsoleError } from "@/tests/setup";
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

async function send(
  bearer: string | undefined,
  file?: Uint8Array,
  fields?: Record<string, string>,
  declared: { name?: string; type?: string } = {},
) {
  const response = await upload(
    multipartRequest("/api/user/upload", { bearer, file: file && { data: file, ...declared }, fields }),
  );
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

describe("POST /api/user/upload: certificates are listed on the user", () => {
  const certificatesOf = (userId: string) => db.userFile.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });

  it("records the certificate with the type its bytes have, whatever the browser said", async () => {
    const { user, bearer } = await signIn("Cleaner");
    const pdf = await send(bearer, PDF, { kind: "certificate" }, { name: "photo.png", type: "image/png" });
    const png = await send(bearer, PNG, { kind: "certificate" }, { name: "Safe Pass.pdf", type: "application/pdf" });
    expect([pdf.status, png.status]).toEqual([200, 200]);
    expect(await certificatesOf(user.id)).toMatchObject([
      {
        userId: user.id,
        kind: "certificate",
        dbPath: (await pdf.json()).dbPath,
        fileName: "photo.png",
        mimeType: "application/pdf",
        sizeBytes: PDF.byteLength,
      },
      {
        dbPath: (await png.json()).dbPath,
        fileName: "Safe Pass.pdf",
        mimeType: "image/png",
        sizeBytes: PNG.byteLength,
      },
    ]);
  });

  it("keeps only the file's own name, without control or direction characters", async () => {
    const { user, bearer } = await signIn("Cleaner");
    const name = "../../etc/Garda\u202Evetting\u0007 2026.pdf";
    expect((await send(bearer, PDF, { kind: "certificate" }, { name })).status).toBe(200);
    expect((await certificatesOf(user.id))[0]!.fileName).toBe("Gardavetting 2026.pdf");
  });

  it("lists the certificate on the user the office uploaded it for", async () => {
    const cleaner = await createUser({ role: "Cleaner" });
    const { user: admin, bearer } = await signIn("Administrator");
    const response = await send(bearer, PDF, { kind: "certificate", userId: cleaner.id }, { name: "first-aid.pdf" });
    expect(response.status).toBe(200);
    expect(await certificatesOf(cleaner.id)).toMatchObject([{ fileName: "first-aid.pdf" }]);
    expect(await certificatesOf(admin.id)).toEqual([]);
  });

  it("records nothing for a profile photo or a refused file", async () => {
    const { user, bearer } = await signIn("Client");
    expect((await send(bearer, PNG)).status).toBe(200);
    expect((await send(bearer, TEXT_AS_PNG, { kind: "certificate" })).status).toBe(415);
    expect(await certificatesOf(user.id)).toEqual([]);
  });

  it("removes the saved file when its record cannot be written", async () => {
    const { user, bearer } = await signIn("Cleaner");
    const write = vi.spyOn(db, "$transaction").mockRejectedValueOnce(new Error("disk full"));
    try {
      expect((await send(bearer, PDF, { kind: "certificate" })).status).toBe(500);
    } finally {
      write.mockRestore();
    }
    expectConsoleError();
    const folder = path.join(uploadRoot(), "certificate", user.id);
    expect(fs.existsSync(folder) ? fs.readdirSync(folder) : []).toEqual([]);
    expect(await certificatesOf(user.id)).toEqual([]);
  });
});

describe("POST /api/user/upload: what one account may store", () => {
  it("deletes the photo a new one replaces: nothing points to it, and its address no longer serves it", async () => {
    const { user, bearer } = await signIn("Client");
    const first = (await (await send(bearer, PNG)).json()).dbPath as string;
    const second = (await (await send(bearer, pngOfSize(2048))).json()).dbPath as string;
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).profilePhotoPath).toBe(second);
    expect(fs.readdirSync(path.join(uploadRoot(), "profile", user.id))).toEqual([path.basename(second)]);
    expect((await readFile(apiRequest(first, { bearer }), fileContext(first))).status).toBe(404);
    expect((await readFile(apiRequest(second, { bearer }), fileContext(second))).status).toBe(200);
  });

  it("keeps at most 20 certificates per person: the 21st is refused naming the file, and nothing is stored", async () => {
    const { user, bearer } = await signIn("Cleaner");
    for (let i = 0; i < 20; i += 1) expect((await send(bearer, PDF, { kind: "certificate" })).status).toBe(200);
    const refused = await send(bearer, PDF, { kind: "certificate" });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.fields).toEqual({
      file: "A person may have at most 20 certificates: delete an old one first.",
    });
    expect(await db.userFile.count({ where: { userId: user.id } })).toBe(20);
    expect(fs.readdirSync(path.join(uploadRoot(), "certificate", user.id))).toHaveLength(20);
  });

  it("limits an account's uploads per hour (429 with Retry-After), before reading the file", async () => {
    const { user, bearer } = await signIn("Client");
    const now = Date.now();
    await db.rateLimitBucket.create({
      data: {
        key: `upload:account:${user.id.toLowerCase()}`,
        count: 150,
        windowStart: BigInt(now),
        expiresAt: BigInt(now + 3_600_000),
      },
    });
    const refused = await send(bearer, PNG);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).profilePhotoPath).toBeNull();
  });
});
