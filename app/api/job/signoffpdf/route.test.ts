import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { saveUpload } from "@/lib/server/uploads/store";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import {
  createCast,
  createJob,
  removeJobPhotoFiles,
  removeSignatureFiles,
  roleTable,
  type Cast,
  type CastMember,
} from "@/tests/fixtures/jobs";
import { apiRequest } from "@/tests/helpers";
import { GIF_BYTES, JPEG_BYTES, pngImage } from "@/tests/images";
import { pdfImageCounts, pdfTextItems } from "@/tests/pdf";
import { GET as getSignOffPdf } from "./route";

let cast: Cast;
const jobIds: string[] = [];

// A job signed off as CreateJobSigned leaves it: the drawing in the upload
// store, the sign-off row, the job Completed; then its photos, oldest first.
async function signedJob(options: { title?: string; photos?: Uint8Array[] } = {}) {
  const job = await createJob({ client: cast.client, assignee: cast.cleaner, stage: 3, title: options.title });
  jobIds.push(job.id);
  await db.job.update({ where: { id: job.id }, data: { scheduledEndAt: new Date("2026-06-01T11:30:00Z") } });
  const drawing = pngImage({ width: 300, height: 120, alpha: true });
  await db.jobSignature.create({
    data: {
      jobId: job.id,
      signerName: "Aoife Byrne",
      signatureImagePath: await saveUpload({ data: drawing, kind: "signature", ownerId: job.id }),
      notes: "All rooms done.",
      signedById: cast.cleaner.id,
      signedAt: new Date("2026-06-01T11:40:00Z"),
    },
  });
  for (const [index, data] of (options.photos ?? []).entries()) {
    await db.jobPhoto.create({
      data: {
        jobId: job.id,
        path: await saveUpload({ data, kind: "job", ownerId: job.id }),
        uploadedById: cast.cleaner.id,
        createdAt: new Date(Date.UTC(2026, 5, 1, 10, index)),
      },
    });
  }
  return job;
}

let job: Awaited<ReturnType<typeof signedJob>>;

beforeAll(async () => {
  cast = await createCast();
  await db.user.update({ where: { id: cast.client.id }, data: { firstName: "Aoife", lastName: "Byrne" } });
  await db.user.update({ where: { id: cast.cleaner.id }, data: { firstName: "Seán", lastName: "Murphy" } });
  job = await signedJob({ photos: [pngImage({ width: 64, height: 48 }), JPEG_BYTES, GIF_BYTES] });
});
afterAll(() => {
  removeSignatureFiles(jobIds);
  removeJobPhotoFiles(jobIds);
});

const get = (query: string, member: CastMember | null) =>
  getSignOffPdf(
    apiRequest(`/api/job/signoffpdf?${query}&timestamp=1700000000000`, {
      bearer: member ? cast[member].bearer : undefined,
    }),
  );

async function pdfOf(response: Response) {
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { bytes, items: await pdfTextItems(bytes) };
}

describe("GET /api/job/signoffpdf", () => {
  it.each(roleTable(401, 200, 404, 200, 404, 200, 200))("$label → $status", async ({ member, status }) => {
    const response = await get(`jobId=${job.id}`, member);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toBe(status === 200 ? "application/pdf" : "application/json");
  });

  it("answers 404 for an unknown job and 400 naming a bad jobId or language", async () => {
    expect((await get(`jobId=${randomUUID()}`, "admin")).status).toBe(404);
    const badId = await get("jobId=42", "admin");
    expect(badId.status).toBe(400);
    expect(Object.keys((await badId.json()).error.fields)).toEqual(["query.jobId"]);
    const missing = await get("locale=en", "admin");
    expect(missing.status).toBe(400);
    expect(Object.keys((await missing.json()).error.fields)).toEqual(["query.jobId"]);
    const badLocale = await get(`jobId=${job.id}&locale=de`, "admin");
    expect(badLocale.status).toBe(400);
    expect(Object.keys((await badLocale.json()).error.fields)).toEqual(["query.locale"]);
  });

  it("answers 409 naming jobId for a job not signed off yet, to whoever sees it", async () => {
    const open = await createJob({ client: cast.client, assignee: cast.cleaner, stage: 1 });
    for (const member of ["client", "cleaner", "admin"] as const) {
      const response = await get(`jobId=${open.id}`, member);
      expect(response.status).toBe(409);
      expect(Object.keys((await response.json()).error.fields)).toEqual(["jobId"]);
    }
    // Someone who cannot see it still gets 404: the job's state is not revealed.
    expect((await get(`jobId=${open.id}`, "otherClient")).status).toBe(404);
  });

  it("gives the job's client the record as a PDF download named after the job", async () => {
    const response = await get(`jobId=${job.id}`, "client");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="signed-weekly-clean.pdf"');
    expect(response.headers.get("content-language")).toBe("en-IE");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { bytes, items } = await pdfOf(response);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const text = items.join(" ");
    for (const expected of [
      "Emerald Clean Ltd",
      en.SignOffPdf.title,
      "Weekly clean",
      "House Cleaning",
      "4 Patrick Street, Cork",
      "Aoife Byrne",
      "Seán Murphy",
      "Monday 1 June 2026 at 10:00 to 12:30",
      "Monday 1 June 2026 at 12:40",
      "All rooms done.",
      "Signature of Aoife Byrne",
      "Photo 1",
      "Photo 2",
      "Photo 3 (GIF) cannot be shown in a PDF",
      job.id,
    ]) {
      expect(text).toContain(expected);
    }
    // The signature drawing and the PNG and JPEG photos are embedded and drawn.
    expect((await pdfImageCounts(bytes)).reduce((sum, count) => sum + count, 0)).toBe(3);
    expect(
      Buffer.from(bytes)
        .toString("latin1")
        .match(/\/Subtype \/Image/g)?.length,
    ).toBeGreaterThanOrEqual(3);
    expect(bytes.length).toBeLessThan(100_000);
  });

  it("is in the caller's own language unless another is asked for", async () => {
    await db.user.update({ where: { id: cast.cleaner.id }, data: { locale: "fr" } });
    const french = await get(`jobId=${job.id}`, "cleaner");
    expect(french.headers.get("content-language")).toBe("fr");
    const text = (await pdfOf(french)).items.join(" ");
    for (const expected of [fr.SignOffPdf.title, fr.SignOffPdf.signedBy, "lundi 1 juin 2026 à 10:00"]) {
      expect(text).toContain(expected);
    }
    const english = await get(`jobId=${job.id}&locale=en`, "cleaner");
    expect(english.headers.get("content-language")).toBe("en-IE");
    expect((await pdfOf(english)).items.join(" ")).toContain(en.SignOffPdf.title);
  });

  it("writes Arabic right to left, and names a title without Latin letters by the job's id", async () => {
    const arabic = await signedJob({ title: "تنظيف أسبوعي", photos: [pngImage({ width: 40, height: 40 })] });
    const response = await get(`jobId=${arabic.id}&locale=ar`, "admin");
    expect(response.headers.get("content-language")).toBe("ar");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="signed-${arabic.id}.pdf"`);
    const { bytes, items } = await pdfOf(response);
    // Each label comes back as the very string of messages/ar.json, in logical order.
    for (const label of [
      ar.SignOffPdf.title,
      ar.SignOffPdf.job,
      ar.SignOffPdf.client,
      ar.SignOffPdf.cleaner,
      ar.SignOffPdf.visit,
      ar.SignOffPdf.signedAt,
      ar.SignOffPdf.signature,
      ar.SignOffPdf.photos,
      "تنظيف أسبوعي",
      "Aoife Byrne",
    ]) {
      expect(items).toContain(label);
    }
    expect(Buffer.from(bytes).toString("latin1")).toContain("NotoNaskhArabic");
    expect((await pdfImageCounts(bytes)).reduce((sum, count) => sum + count, 0)).toBe(2);
  });

  it("still answers when the stored drawing is gone, saying it cannot be read", async () => {
    const gone = await signedJob();
    removeSignatureFiles([gone.id]);
    const { bytes, items } = await pdfOf(await get(`jobId=${gone.id}`, "admin"));
    expect(items.join(" ")).toContain(en.SignOffPdf.signatureMissing);
    expect(await pdfImageCounts(bytes)).toEqual([0]);
  });
});
