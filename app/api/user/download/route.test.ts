import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { saveUpload } from "@/lib/server/uploads/store";
import { ORIGIN, apiRequest } from "@/tests/helpers";
import { PDF, PNG, multipartRequest, removeUploads, signIn, type SignedIn } from "@/tests/fixtures/users";
import { POST as download } from "./route";

let owner: SignedIn;
let photo: string;
let certificate: string;

beforeAll(async () => {
  owner = await signIn("Cleaner");
  photo = await saveUpload({ data: PNG, kind: "profile", ownerId: owner.user.id });
  certificate = await saveUpload({ data: PDF, kind: "certificate", ownerId: owner.user.id, allowPdf: true });
});
afterAll(() => removeUploads([photo, certificate]));

const asJson = (body: unknown, bearer?: string) => download(apiRequest("/api/user/download", { body, bearer }));
const asForm = (dbPath: string, bearer?: string) =>
  download(multipartRequest("/api/user/download", { bearer, fields: { dbPath } }));

describe("POST /api/user/download", () => {
  it("answers the bytes of a profile photo named in a multipart body", async () => {
    const response = await asForm(photo, (await signIn("Client")).bearer);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
  });

  it("accepts a JSON body and a full URL, and sends PDFs as attachments", async () => {
    const response = await asJson({ dbPath: `${ORIGIN}${certificate}` }, owner.bearer);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment/);
  });

  it.each([
    [null, 401],
    ["Cleaner", 404],
    ["Client", 404],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("another user's certificate as %s → %i", async (role: Role | null, status) => {
    const bearer = role ? (await signIn(role)).bearer : undefined;
    expect((await asJson({ dbPath: certificate }, bearer)).status).toBe(status);
  });

  it("answers 404 for paths that are not uploads and 400 without a dbPath", async () => {
    const { bearer } = await signIn("Administrator");
    for (const dbPath of [
      "/etc/passwd",
      "/api/files/profile/../../../.env",
      `/api/files/profile/${owner.user.id}/x.png`,
    ]) {
      expect((await asJson({ dbPath }, bearer)).status).toBe(404);
    }
    const missing = await asJson({}, bearer);
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields).toHaveProperty("dbPath");
  });

  it("refuses bodies that are neither JSON nor multipart (415)", async () => {
    const { bearer } = await signIn("Client");
    const response = await download(
      apiRequest("/api/user/download", { rawBody: photo, bearer, headers: { "content-type": "text/plain" } }),
    );
    expect(response.status).toBe(415);
  });
});
