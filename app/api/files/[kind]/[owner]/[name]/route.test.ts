import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import { saveUpload, type UploadKind } from "@/lib/server/uploads/store";
import {
  PDF,
  PNG,
  createCompany,
  createJobRecord,
  fileContext,
  removeUploads,
  signIn,
  type SignedIn,
} from "@/tests/fixtures/users";
import { apiRequest } from "@/tests/helpers";
import { GET as readFile } from "./route";

// The people around one job, and one file of each kind that belongs to them.
type Who = "owner" | "jobClient" | "assignee" | "companyClient" | "otherClient" | "otherCleaner" | Role;
const people = {} as Record<Who, SignedIn>;
const files = {} as Record<UploadKind | "superCertificate", string>;

beforeAll(async () => {
  const company = await createCompany();
  people.owner = await signIn("Cleaner");
  people.jobClient = await signIn("Client");
  people.assignee = await signIn("Cleaner");
  people.companyClient = await signIn("Client", { companyId: company.id });
  people.otherClient = await signIn("Client", { companyId: (await createCompany()).id });
  people.otherCleaner = await signIn("Cleaner");
  people.Administrator = await signIn("Administrator");
  people.SuperAdministrator = await signIn("SuperAdministrator");
  const job = await createJobRecord({ clientId: people.jobClient.user.id, assigneeId: people.assignee.user.id });
  const signature = await db.jobSignature.create({
    data: { jobId: job.id, signerName: "C. Client", signatureImagePath: "-", signedById: people.jobClient.user.id },
  });
  const owner = people.owner.user.id;
  files.profile = await saveUpload({ data: PNG, kind: "profile", ownerId: owner });
  files.certificate = await saveUpload({ data: PDF, kind: "certificate", ownerId: owner, allowPdf: true });
  files.superCertificate = await saveUpload({
    data: PNG,
    kind: "certificate",
    ownerId: people.SuperAdministrator.user.id,
  });
  files.company = await saveUpload({ data: PNG, kind: "company", ownerId: company.id });
  files.job = await saveUpload({ data: PNG, kind: "job", ownerId: job.id });
  files.signature = await saveUpload({ data: PNG, kind: "signature", ownerId: signature.id });
});
afterAll(() => removeUploads(Object.values(files)));

const get = (dbPath: string, bearer?: string) => readFile(apiRequest(dbPath, { bearer }), fileContext(dbPath));

const ALL: Who[] = [
  "owner",
  "jobClient",
  "assignee",
  "companyClient",
  "otherClient",
  "otherCleaner",
  "Administrator",
  "SuperAdministrator",
];
const cases: [keyof typeof files, Who[]][] = [
  ["profile", ALL],
  ["certificate", ["owner", "Administrator", "SuperAdministrator"]],
  ["superCertificate", ["SuperAdministrator"]],
  ["company", ["companyClient", "Administrator", "SuperAdministrator"]],
  ["job", ["jobClient", "assignee", "Administrator", "SuperAdministrator"]],
  ["signature", ["jobClient", "assignee", "Administrator", "SuperAdministrator"]],
];

describe("GET /api/files/{kind}/{owner}/{name}", () => {
  it.each(
    cases.flatMap(([file, readers]) => ALL.map((who) => [file, who, readers.includes(who) ? 200 : 404] as const)),
  )("%s file as %s → %i", async (file, who, status) => {
    expect((await get(files[file], people[who].bearer)).status).toBe(status);
  });

  it("needs a signed-in user (401)", async () => {
    expect((await get(files.profile)).status).toBe(401);
  });

  it("answers the stored type with safe headers: images inline, PDFs as attachments", async () => {
    const image = await get(files.profile, people.otherClient.bearer);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(image.headers.get("cache-control")).toBe("private, no-store");
    expect(image.headers.get("content-disposition")).toMatch(/^inline/);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    const pdf = await get(files.certificate, people.owner.bearer);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/^attachment/);
  });

  it.each([
    ["..", "..", "etc"],
    ["profile", "..", "passwd"],
    ["profile", "%2e%2e", "%2e%2e%2fpasswd"],
    ["secrets", randomUUID(), `${randomUUID()}.png`],
    ["profile", randomUUID(), "../../../../.env"],
    ["profile", randomUUID(), `${randomUUID()}.svg`],
    ["profile", randomUUID(), `${randomUUID()}.png`],
  ])("answers 404 for %s/%s/%s", async (kind, owner, name) => {
    const response = await readFile(apiRequest("/api/files/x", { bearer: people.SuperAdministrator.bearer }), {
      params: Promise.resolve({ kind, owner, name }),
    });
    expect(response.status).toBe(404);
  });
});
