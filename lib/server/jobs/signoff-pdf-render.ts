import "server-only";
import { createTranslator } from "next-intl";
import { company } from "@/lib/content/company";
import { SERVICES } from "@/lib/content/services";
import { dublinDate } from "@/lib/i18n/dublin-time";
import { languageTag, TIME_ZONE } from "@/lib/i18n/locales";
import type { Locale } from "@/lib/i18n/routing";
import { MESSAGES } from "@/lib/server/mail/translator";
import { BRAND, FULL, MUTED, Sheet, WIDTH, type Box } from "@/lib/server/pdf/sheet";
import type en from "@/messages/en.json";
import servicesAr from "@/messages/services/ar.json";
import servicesCn from "@/messages/services/cn.json";
import servicesEn from "@/messages/services/en.json";
import servicesFr from "@/messages/services/fr.json";
import servicesVi from "@/messages/services/vi.json";

// A job's signed record (A4 PDF) in one of the five languages: the company,
// the job and its visit, who signed and when, the notes, the signature
// drawing and the job's photos. The layout and the fonts are the invoice's
// (lib/server/pdf/sheet.ts): Arabic is shaped and right to left.
//
// Images: PNG and JPEG are embedded as stored (scaled on the page, not
// resampled). GIF and WEBP photos, which PDF cannot hold as they are, and
// files that cannot be read, are listed by number instead.

export type SignOffPdfJob = {
  id: string;
  title: string;
  service: string;
  location: string;
  scheduledAt: Date | null;
  scheduledEndAt: Date | null;
  clientName: string;
  cleanerName: string | null;
};

// A stored image: its bytes (null when the file is missing) and its type as
// shown to the reader when it cannot be embedded ("GIF", "WEBP", "PNG"…).
export type SignOffPdfImage = { data: Buffer | null; type: string };

export type SignOffPdfInput = {
  locale: Locale;
  job: SignOffPdfJob;
  signOff: { signerName: string; signedAt: Date; notes: string | null; image: SignOffPdfImage };
  // The job's photos, oldest first: "Photo 1" is the first.
  photos: readonly SignOffPdfImage[];
};

const SERVICE_TEXTS = { en: servicesEn, fr: servicesFr, vi: servicesVi, cn: servicesCn, ar: servicesAr } as const;

// A service's name in the PDF's language (a job keeps the English name); an
// unknown name as stored.
export function serviceTitle(locale: Locale, name: string): string {
  const service = SERVICES.find((entry) => entry.name === name);
  return service ? SERVICE_TEXTS[locale][service.slug].title : name;
}

// The visit as the dashboard shows it: its day and time in Dublin, to its end
// time when it has one (with the end's day too when it falls on another day).
export function visitText(
  locale: Locale,
  start: Date,
  end: Date | null,
  range: (start: string, end: string) => string,
) {
  const tag = languageTag(locale);
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: "full", timeStyle: "short", timeZone: TIME_ZONE });
  if (!end) return dateTime.format(start);
  const time = new Intl.DateTimeFormat(tag, { timeStyle: "short", timeZone: TIME_ZONE });
  return range(dateTime.format(start), (dublinDate(end) === dublinDate(start) ? time : dateTime).format(end));
}

// The download's name: "signed-" and the job's title as a short ASCII slug,
// or the job's id when the title has no Latin letter or digit.
export function signOffPdfFilename(job: { id: string; title: string }): string {
  const slug = job.title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[đĐ]/g, "d")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  // At most 40 characters, cut between words when there is one to cut at.
  const cut = slug.slice(0, 41);
  const short = slug.length <= 40 ? slug : cut.includes("-") ? cut.replace(/-[^-]*$/, "") : slug.slice(0, 40);
  return `signed-${short || job.id}.pdf`;
}

// ---------------------------------------------------------------- the page

const COMPANY: Box = { start: 0, width: 260 };
const HEADING: Box = { start: WIDTH - 230, width: 230 };
const LABEL: Box = { start: 0, width: 130 };
const VALUE: Box = { start: 140, width: WIDTH - 140 };
const SIGNATURE: Box = { start: 0, width: 260 };
const SIGNATURE_HEIGHT = 110;
const PHOTO_COLUMNS = 3;
const PHOTO_GAP = 12;
const PHOTO_WIDTH = (WIDTH - (PHOTO_COLUMNS - 1) * PHOTO_GAP) / PHOTO_COLUMNS;
const PHOTO_HEIGHT = 150;

type Translate = ReturnType<typeof createTranslator<typeof en, "SignOffPdf">>;

export async function renderSignOffPdf({ locale, job, signOff, photos }: SignOffPdfInput): Promise<Buffer> {
  const t = createTranslator({ locale, messages: MESSAGES[locale] as typeof en, namespace: "SignOffPdf" });
  const sheet = new Sheet(locale, `${t("title")} – ${job.title}`);
  const signedAt = new Intl.DateTimeFormat(languageTag(locale), {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: TIME_ZONE,
  }).format(signOff.signedAt);

  // The company (start side) and the title (end side).
  let left = sheet.y;
  left += sheet.text(company.legalName, COMPANY, left, { size: 15, weight: "bold", color: BRAND });
  for (const line of company.address) left += sheet.text(line, COMPANY, left, { size: 9, color: MUTED, typed: true });
  left += sheet.text(`${company.email} · ${company.phone}`, COMPANY, left, { size: 9, color: MUTED, typed: true });
  let right = sheet.y;
  right += sheet.text(t("title"), HEADING, right, { size: 22, weight: "bold", align: "end" }) + 4;
  right += sheet.text(signedAt, HEADING, right, { size: 9, color: MUTED, align: "end" });
  sheet.y = Math.max(left, right) + 22;

  // The job, its visit and the sign-off.
  const visit = job.scheduledAt
    ? visitText(locale, job.scheduledAt, job.scheduledEndAt, (start, end) => t("timeRange", { start, end }))
    : t("notScheduled");
  const rows: [label: string, value: string, bold?: boolean][] = [
    [t("job"), job.title, true],
    [t("service"), serviceTitle(locale, job.service)],
    [t("location"), job.location],
    [t("client"), job.clientName],
    [t("cleaner"), job.cleanerName ?? "—"],
    [t("visit"), visit],
    [t("signedBy"), signOff.signerName, true],
    [t("signedAt"), signedAt],
    [t("reference"), job.id],
  ];
  sheet.rule(FULL, sheet.y);
  for (const [label, value, bold] of rows) {
    const labelBlock = sheet.layout(label, LABEL, { size: 9, color: MUTED });
    const valueBlock = sheet.layout(value, VALUE, { size: 10, weight: bold ? "bold" : "regular", typed: true });
    const height = Math.max(labelBlock.height, valueBlock.height) + 8;
    sheet.fits(height);
    sheet.draw(labelBlock, sheet.y + 4);
    sheet.draw(valueBlock, sheet.y + 4);
    sheet.y += height;
    sheet.rule(FULL, sheet.y);
  }

  if (signOff.notes) {
    const heading = sectionHeading(sheet, t("notes"));
    const notes = sheet.layout(signOff.notes, FULL, { size: 10, typed: true });
    sheet.fits(18 + heading.height + Math.min(notes.height, 60));
    sheet.y += 18;
    sheet.y += sheet.draw(heading, sheet.y) + 2;
    sheet.flow(notes);
  }

  drawSignature(sheet, t, signOff.signerName, signedAt, signOff.image);
  drawPhotos(sheet, t, photos);

  sheet.footers(`${company.legalName} · ${t("title")}`, (page, pages) => t("page", { page, pages }));
  return sheet.end();
}

function sectionHeading(sheet: Sheet, text: string) {
  return sheet.layout(text, FULL, { size: 9, weight: "bold", color: MUTED });
}

function drawSignature(sheet: Sheet, t: Translate, name: string, signedAt: string, stored: SignOffPdfImage) {
  const heading = sectionHeading(sheet, t("signature"));
  const image = stored.data ? sheet.openImage(stored.data) : null;
  const caption = sheet.layout(t("signatureOf", { name }), SIGNATURE, { size: 9 });
  const when = sheet.layout(signedAt, SIGNATURE, { size: 8.5, color: MUTED });
  const missing = sheet.layout(t("signatureMissing"), FULL, { size: 9, color: MUTED });
  const body = image ? SIGNATURE_HEIGHT + 8 : missing.height + 4;
  sheet.fits(18 + heading.height + body + caption.height + when.height);
  sheet.y += 18;
  sheet.y += sheet.draw(heading, sheet.y) + 4;
  if (image) {
    // The drawing on the line it was signed on, as on a paper form.
    const inner = { start: SIGNATURE.start + 8, width: SIGNATURE.width - 16 };
    sheet.image(image, inner, sheet.y, SIGNATURE_HEIGHT - 8, "center");
    sheet.y += SIGNATURE_HEIGHT;
    sheet.rule(SIGNATURE, sheet.y, MUTED, 0.8);
    sheet.y += 8;
  } else {
    sheet.y += sheet.draw(missing, sheet.y) + 4;
  }
  sheet.y += sheet.draw(caption, sheet.y);
  sheet.y += sheet.draw(when, sheet.y);
}

function drawPhotos(sheet: Sheet, t: Translate, photos: readonly SignOffPdfImage[]) {
  if (photos.length === 0) return;
  const numbered = photos.map((photo, index) => ({
    number: index + 1,
    type: photo.type,
    image: photo.data ? sheet.openImage(photo.data) : null,
  }));
  const shown = numbered.filter((photo) => photo.image !== null);
  const notShown = numbered.filter((photo) => photo.image === null);
  const heading = sectionHeading(sheet, t("photos"));

  const rows: (typeof shown)[] = [];
  for (let index = 0; index < shown.length; index += PHOTO_COLUMNS)
    rows.push(shown.slice(index, index + PHOTO_COLUMNS));
  const cell = (column: number): Box => ({ start: column * (PHOTO_WIDTH + PHOTO_GAP), width: PHOTO_WIDTH });
  const rowHeights = rows.map((row) => {
    const images = row.map(({ image }) => Sheet.fitted(image!, PHOTO_WIDTH, PHOTO_HEIGHT).height);
    const captions = row.map(({ number }, column) => caption(sheet, t, number, cell(column)).height);
    return Math.max(...images) + 4 + Math.max(...captions) + PHOTO_GAP;
  });

  sheet.fits(18 + heading.height + (rowHeights[0] ?? 40));
  sheet.y += 18;
  sheet.y += sheet.draw(heading, sheet.y) + 6;
  rows.forEach((row, rowIndex) => {
    sheet.fits(rowHeights[rowIndex]!);
    const top = sheet.y;
    let imagesHeight = 0;
    row.forEach(({ image }, column) => {
      imagesHeight = Math.max(imagesHeight, sheet.image(image!, cell(column), top, PHOTO_HEIGHT));
    });
    row.forEach(({ number }, column) => {
      sheet.draw(caption(sheet, t, number, cell(column)), top + imagesHeight + 4);
    });
    sheet.y += rowHeights[rowIndex]!;
  });

  for (const { number, type } of notShown) {
    const line = sheet.layout(t("photoNotShown", { number, type }), FULL, { size: 9, color: MUTED });
    sheet.fits(line.height + 2);
    sheet.y += sheet.draw(line, sheet.y) + 2;
  }
}

function caption(sheet: Sheet, t: Translate, number: number, box: Box) {
  return sheet.layout(t("photoNumber", { number }), box, { size: 8, color: MUTED });
}
