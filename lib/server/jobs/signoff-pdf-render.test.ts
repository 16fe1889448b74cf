import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import cn from "@/messages/cn.json";
import en from "@/messages/en.json";
import vi from "@/messages/vi.json";
import servicesAr from "@/messages/services/ar.json";
import servicesCn from "@/messages/services/cn.json";
import { GIF_BYTES, JPEG_BYTES, pngImage } from "@/tests/images";
import { pdfImageCounts, pdfPageCount, pdfTextItems } from "@/tests/pdf";
import {
  renderSignOffPdf,
  serviceTitle,
  signOffPdfFilename,
  type SignOffPdfImage,
  type SignOffPdfInput,
} from "./signoff-pdf-render";

const png = (width = 40, height = 30, alpha = false): SignOffPdfImage => ({
  data: pngImage({ width, height, alpha }),
  type: "PNG",
});

const input = (overrides: Partial<SignOffPdfInput> = {}): SignOffPdfInput => ({
  locale: "en",
  job: {
    id: "5f0c6a52-8d1e-4f7a-9b1c-2a3b4c5d6e7f",
    title: "Weekly clean",
    service: "House Cleaning",
    location: "4 Patrick Street, Cork",
    scheduledAt: new Date("2026-06-01T09:00:00Z"),
    scheduledEndAt: new Date("2026-06-01T11:30:00Z"),
    clientName: "Aoife Byrne",
    cleanerName: "Seán Murphy",
  },
  signOff: {
    signerName: "Aoife Byrne",
    signedAt: new Date("2026-06-01T11:40:00Z"),
    notes: "All rooms done.\nThe back door sticks.",
    // A signature pad's drawing: a PNG with an alpha channel.
    image: png(300, 120, true),
  },
  photos: [],
  ...overrides,
});

describe("the signed record's PDF", () => {
  it("shows the company, the job, the visit in Dublin time, the signer and the notes", async () => {
    const pdf = await renderSignOffPdf(input());
    const text = (await pdfTextItems(pdf)).join(" ");
    for (const expected of [
      "Emerald Clean Ltd",
      "Unit 4, Sandyford Business Park",
      en.SignOffPdf.title,
      "Weekly clean",
      "House Cleaning",
      "4 Patrick Street, Cork",
      "Aoife Byrne",
      "Seán Murphy",
      // 09:00 UTC is 10:00 in Dublin in June; the end on the same day shows its time only.
      "Monday 1 June 2026 at 10:00 to 12:30",
      "Monday 1 June 2026 at 12:40",
      "All rooms done.",
      "The back door sticks.",
      "Signature of Aoife Byrne",
      "5f0c6a52-8d1e-4f7a-9b1c-2a3b4c5d6e7f",
      "Page 1 of 1",
    ]) {
      expect(text).toContain(expected);
    }
    // The drawing is embedded and drawn.
    expect(await pdfImageCounts(pdf)).toEqual([1]);
    // A Latin-only record embeds no Chinese or Arabic font.
    const raw = pdf.toString("latin1");
    expect(raw).not.toContain("NotoSansHans");
    expect(raw).not.toContain("NotoNaskhArabic");
  });

  it("says when the visit was not scheduled, and shows an end on another day in full", async () => {
    const job = input().job;
    const unscheduled = await renderSignOffPdf(input({ job: { ...job, scheduledAt: null, scheduledEndAt: null } }));
    expect((await pdfTextItems(unscheduled)).join(" ")).toContain(
      `${en.SignOffPdf.visit} ${en.SignOffPdf.notScheduled}`,
    );
    const overnight = await renderSignOffPdf(
      input({
        job: {
          ...job,
          scheduledAt: new Date("2026-01-09T21:00:00Z"),
          scheduledEndAt: new Date("2026-01-10T02:00:00Z"),
        },
      }),
    );
    // Winter: Dublin is on UTC.
    expect((await pdfTextItems(overnight)).join(" ")).toContain(
      "Friday 9 January 2026 at 21:00 to Saturday 10 January 2026 at 02:00",
    );
  });

  it("embeds PNG and JPEG photos and lists those it cannot show by number", async () => {
    const photos: SignOffPdfImage[] = [
      png(64, 48),
      { data: JPEG_BYTES, type: "JPEG" },
      { data: GIF_BYTES, type: "GIF" },
      // A PNG whose pixels cannot be inflated: pdfkit would throw outside any caller.
      { data: pngImage({ width: 20, height: 20, alpha: true, data: new Uint8Array([1, 2, 3, 4]) }), type: "PNG" },
      { data: null, type: "WEBP" },
      png(30, 30, true),
    ];
    const pdf = await renderSignOffPdf(input({ photos }));
    const text = (await pdfTextItems(pdf)).join(" ");
    for (const number of [1, 2, 6]) expect(text).toContain(`Photo ${number}`);
    expect(text).toContain("Photo 3 (GIF) cannot be shown in a PDF");
    expect(text).toContain("Photo 4 (PNG) cannot be shown in a PDF");
    expect(text).toContain("Photo 5 (WEBP) cannot be shown in a PDF");
    // The signature and three photos.
    expect((await pdfImageCounts(pdf)).reduce((sum, count) => sum + count, 0)).toBe(4);
  });

  it("says so when the signature drawing cannot be read", async () => {
    const pdf = await renderSignOffPdf(input({ signOff: { ...input().signOff, image: { data: null, type: "PNG" } } }));
    expect((await pdfTextItems(pdf)).join(" ")).toContain(en.SignOffPdf.signatureMissing);
    expect(await pdfImageCounts(pdf)).toEqual([0]);
  });

  it("runs on over pages when the photos do not fit, each page numbered", async () => {
    const photos = Array.from({ length: 14 }, () => png(60, 90));
    const pdf = await renderSignOffPdf(input({ photos }));
    const pages = await pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = (await pdfTextItems(pdf)).join(" ");
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain("Photo 14");
    const counts = await pdfImageCounts(pdf);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(15);
    expect(counts.every((count) => count > 0)).toBe(true);
    // Sizes stay reasonable: the images as stored, not resampled.
    expect(pdf.length).toBeLessThan(200_000);
  });

  it("writes Arabic right to left and reads back in logical order", async () => {
    const base = input();
    const pdf = await renderSignOffPdf(
      input({
        locale: "ar",
        job: { ...base.job, title: "تنظيف أسبوعي", clientName: "أحمد الفارسي" },
        signOff: { ...base.signOff, signerName: "أحمد الفارسي", notes: "تم تنظيف كل الغرف." },
        photos: [png()],
      }),
    );
    const items = await pdfTextItems(pdf);
    for (const label of [
      ar.SignOffPdf.title,
      ar.SignOffPdf.job,
      ar.SignOffPdf.service,
      ar.SignOffPdf.location,
      ar.SignOffPdf.client,
      ar.SignOffPdf.cleaner,
      ar.SignOffPdf.visit,
      ar.SignOffPdf.signedAt,
      ar.SignOffPdf.signature,
      ar.SignOffPdf.photos,
      servicesAr["house-cleaning"].title,
      "تنظيف أسبوعي",
      "أحمد الفارسي",
      "تم تنظيف كل الغرف.",
      "4 Patrick Street, Cork",
      "Seán Murphy",
    ]) {
      expect(items).toContain(label);
    }
    expect(items.join(" ")).toContain("10:00");
    expect(pdf.toString("latin1")).toContain("NotoNaskhArabic");
    expect((await pdfImageCounts(pdf)).reduce((sum, count) => sum + count, 0)).toBe(2);
  });

  it("has the Chinese and Vietnamese glyphs", async () => {
    const chinese = (await pdfTextItems(await renderSignOffPdf(input({ locale: "cn" })))).join(" ");
    for (const expected of [cn.SignOffPdf.title, cn.SignOffPdf.signedBy, servicesCn["house-cleaning"].title]) {
      expect(chinese).toContain(expected);
    }
    const vietnamese = (await pdfTextItems(await renderSignOffPdf(input({ locale: "vi" })))).join(" ");
    for (const expected of [vi.SignOffPdf.title, vi.SignOffPdf.cleaner, vi.SignOffPdf.signedBy]) {
      expect(vietnamese).toContain(expected);
    }
  });

  it("translates the eight services and keeps an unknown name as stored", () => {
    expect(serviceTitle("fr", "Office Cleaning")).not.toBe("Office Cleaning");
    expect(serviceTitle("en", "Office Cleaning")).toBe("Office Cleaning");
    expect(serviceTitle("ar", "Window washing")).toBe("Window washing");
  });

  it("names the file after the job's title, in ASCII, or its id", () => {
    const id = "5f0c6a52-8d1e-4f7a-9b1c-2a3b4c5d6e7f";
    expect(signOffPdfFilename({ id, title: "Weekly clean" })).toBe("signed-weekly-clean.pdf");
    expect(signOffPdfFilename({ id, title: 'Café "Ní Dhónaill" / Đà Nẵng' })).toBe(
      "signed-cafe-ni-dhonaill-da-nang.pdf",
    );
    expect(signOffPdfFilename({ id, title: "A very long title for a job that goes on and on, and on" })).toBe(
      "signed-a-very-long-title-for-a-job-that-goes-on.pdf",
    );
    expect(signOffPdfFilename({ id, title: "Deep-clean of the conservatoryandgreenhouse" })).toBe(
      "signed-deep-clean-of-the.pdf",
    );
    expect(signOffPdfFilename({ id, title: "x".repeat(60) })).toBe(`signed-${"x".repeat(40)}.pdf`);
    expect(signOffPdfFilename({ id, title: "تنظيف أسبوعي" })).toBe(`signed-${id}.pdf`);
    expect(signOffPdfFilename({ id, title: "办公室清洁" })).toBe(`signed-${id}.pdf`);
  });
});
