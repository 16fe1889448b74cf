import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { GET as readFile } from "@/app/api/files/[kind]/[owner]/[name]/route";
import {
  PNG,
  TEXT_AS_PNG,
  createCompany,
  fileContext,
  multipartRequest,
  removeUploads,
  signIn,
} from "@/tests/fixtures/users";
import { apiRequest } from "@/tests/helpers";
import { POST as upload } from "./route";

const written: string[] = [];
afterAll(() => removeUploads(written));

async function send(bearer: string | undefined, file: Uint8Array, fields: Record<string, string> = {}) {
  const response = await upload(multipartRequest("/api/Company/Upload", { bearer, file: { data: file }, fields }));
  if (response.status === 200) written.push((await response.clone().json()).dbPath);
  return response;
}

const imageOf = async (id: string) => (await db.company.findUniqueOrThrow({ where: { id } })).imagePath;

describe("POST /api/Company/Upload", () => {
  it.each([
    [null, "own", 401],
    ["Cleaner", "own", 403],
    ["Client", "own", 200],
    ["Client", "another", 404],
    ["Administrator", "another", 200],
    ["SuperAdministrator", "another", 200],
  ] as const)("%s uploading for %s company → %i", async (role, whose, status) => {
    const company = await createCompany();
    const target = whose === "own" ? company : await createCompany();
    const bearer = role ? (await signIn(role, { companyId: company.id })).bearer : undefined;
    const response = await send(bearer, PNG, { companyId: target.id });
    expect(response.status).toBe(status);
    expect(await imageOf(target.id)).toBe(status === 200 ? (await response.json()).dbPath : null);
  });

  it("sets the image of a client's own company without companyId; its clients read it, others do not", async () => {
    const company = await createCompany();
    const client = await signIn("Client", { companyId: company.id });
    const response = await send(client.bearer, PNG);
    expect(response.status).toBe(200);
    const { dbPath } = await response.json();
    expect(dbPath).toMatch(new RegExp(`^/api/files/company/${company.id}/[0-9a-f-]{36}\\.png$`));
    expect(await imageOf(company.id)).toBe(dbPath);

    const readAs = async (bearer: string) =>
      (await readFile(apiRequest(dbPath, { bearer }), fileContext(dbPath))).status;
    expect(await readAs(client.bearer)).toBe(200);
    expect(await readAs((await signIn("Administrator")).bearer)).toBe(200);
    expect(await readAs((await signIn("Client", { companyId: (await createCompany()).id })).bearer)).toBe(404);
    expect(await readAs((await signIn("Cleaner")).bearer)).toBe(404);
  });

  it("deletes the image a new one replaces: its address no longer serves it", async () => {
    const company = await createCompany();
    const { bearer } = await signIn("Administrator");
    const first = (await (await send(bearer, PNG, { companyId: company.id })).json()).dbPath as string;
    const second = (await (await send(bearer, PNG, { companyId: company.id })).json()).dbPath as string;
    expect(await imageOf(company.id)).toBe(second);
    expect((await readFile(apiRequest(first, { bearer }), fileContext(first))).status).toBe(404);
    expect((await readFile(apiRequest(second, { bearer }), fileContext(second))).status).toBe(200);
  });

  it("refuses a fake image (415) and keeps the old one", async () => {
    const company = await createCompany();
    const response = await send((await signIn("Administrator")).bearer, TEXT_AS_PNG, { companyId: company.id });
    expect(response.status).toBe(415);
    expect(await imageOf(company.id)).toBeNull();
  });

  it("needs a company from the office (400), a known one (404) and a well-formed id (400)", async () => {
    const { bearer } = await signIn("Administrator");
    const none = await send(bearer, PNG);
    expect(none.status).toBe(400);
    expect((await none.json()).error.fields).toHaveProperty("companyId");
    expect((await send(bearer, PNG, { companyId: randomUUID() })).status).toBe(404);
    expect((await send(bearer, PNG, { companyId: "acme" })).status).toBe(400);
  });
});
