import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import ar from "@/messages/ar.json";
import cn from "@/messages/cn.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import vi from "@/messages/vi.json";
import { bearerFor, createClient, createCompany, seedInvoice } from "@/tests/fixtures/invoices";
import { apiRequest, tokenFor } from "@/tests/helpers";
import { pdfTextItems } from "@/tests/pdf";
import { GET as getPdf } from "./route";

let client: Awaited<ReturnType<typeof createClient>>;
let invoice: Awaited<ReturnType<typeof seedInvoice>>;
let arabicInvoice: Awaited<ReturnType<typeof seedInvoice>>;

beforeAll(async () => {
  const company = await createCompany("Acme Offices Ltd");
  await db.company.update({
    where: { id: company.id },
    data: { address: "12 Harcourt Street", county: "Dublin", eircode: "D02 XY45", vatNumber: "IE 9876543B" },
  });
  client = await createClient({ companyId: company.id });
  await db.user.update({ where: { id: client.id }, data: { firstName: "Aoife", lastName: "Byrne" } });
  invoice = await seedInvoice({
    clientId: client.id,
    companyId: company.id,
    status: 1,
    invoiceNumber: "INV-2026-0042",
    notes: "Thank you for your business.",
  });
  // A client whose account is in Arabic, with an Arabic name.
  const arabic = await createClient();
  await db.user.update({
    where: { id: arabic.id },
    data: { firstName: "أحمد", lastName: "الفارسي", locale: "ar", address: "12 Harcourt Street\nDublin 2" },
  });
  arabicInvoice = await seedInvoice({ clientId: arabic.id, status: 2, invoiceNumber: "INV-2026-0043" });
});

const get = (query: string, bearer: string | undefined) =>
  getPdf(apiRequest(`/api/invoice/pdf?${query}&timestamp=1700000000000`, { bearer }));

async function pdfOf(response: Response) {
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { bytes, items: await pdfTextItems(bytes) };
}

describe("GET /api/invoice/pdf", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 404], // another client's invoice does not exist for them
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role, status) => {
    expect((await get(`id=${invoice.id}`, await bearerFor(role))).status).toBe(status);
  });

  it("answers 404 for an unknown invoice and 400 naming a bad id or language", async () => {
    const admin = await bearerFor("Administrator");
    expect((await get(`id=${randomUUID()}`, admin)).status).toBe(404);
    const badId = await get("id=INV-1", admin);
    expect(badId.status).toBe(400);
    expect(Object.keys((await badId.json()).error.fields)).toEqual(["query.id"]);
    const badLocale = await get(`id=${invoice.id}&locale=de`, admin);
    expect(badLocale.status).toBe(400);
    expect(Object.keys((await badLocale.json()).error.fields)).toEqual(["query.locale"]);
  });

  it("refuses the client the PDF of their draft (404), which is not a bill until it is sent", async () => {
    const draft = await seedInvoice({ clientId: client.id, status: 0 });
    expect((await get(`id=${draft.id}`, await tokenFor(client))).status).toBe(404);
    expect((await get(`id=${draft.id}`, await bearerFor("Administrator"))).status).toBe(200);
  });

  it("gives the client their own invoice as a PDF download named after its number", async () => {
    const response = await get(`id=${invoice.id}`, await tokenFor(client));
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="INV-2026-0042.pdf"');
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { bytes, items } = await pdfOf(response);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const text = items.join(" ");
    // In the client's language (English), a VAT invoice: seller, client, number, lines, VAT, total.
    for (const expected of [
      en.InvoicePdf.title,
      "Emerald Clean Ltd",
      "VAT number: IE 1234567FA",
      "Aoife Byrne",
      "Acme Offices Ltd",
      "12 Harcourt Street",
      "VAT number: IE 9876543B",
      "INV-2026-0042",
      "Deep clean",
      "13.5%",
      "€100.00",
      "€13.50",
      en.InvoicePdf.total,
      "€113.50",
      "Thank you for your business.",
    ]) {
      expect(text).toContain(expected);
    }
    // A Latin-only invoice embeds no Chinese or Arabic font, and stays small.
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw).toContain("NotoSans-Regular");
    expect(raw).not.toContain("NotoSansHans");
    expect(raw).not.toContain("NotoNaskhArabic");
    expect(bytes.length).toBeLessThan(60_000);
  });

  it("writes Arabic right to left, joined, and reads back in logical order", async () => {
    const response = await get(`id=${arabicInvoice.id}`, await bearerFor("Administrator"));
    expect(response.headers.get("content-language")).toBe("ar");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="INV-2026-0043.pdf"');
    const { bytes, items } = await pdfOf(response);
    // Each label comes back as the very string of messages/ar.json.
    for (const label of [
      ar.InvoicePdf.total,
      ar.InvoicePdf.invoiceNumber,
      ar.InvoicePdf.issueDate,
      ar.InvoicePdf.dueDate,
      ar.InvoicePdf.vatTotal,
    ]) {
      expect(items).toContain(label);
    }
    expect(items).toContain("أحمد الفارسي");
    expect(items).toContain("12 Harcourt Street");
    expect(items).toContain("INV-2026-0043");
    expect(items.join(" ")).toContain("113.50");
    expect(Buffer.from(bytes).toString("latin1")).toContain("NotoNaskhArabic");
  });

  it("answers in the language asked for: Chinese, Vietnamese and French glyphs are there", async () => {
    const admin = await bearerFor("Administrator");
    const chinese = (await pdfOf(await get(`id=${invoice.id}&locale=cn`, admin))).items.join(" ");
    for (const expected of [cn.InvoicePdf.title, cn.InvoicePdf.invoiceNumber, cn.InvoicePdf.total, "€113.50"]) {
      expect(chinese).toContain(expected);
    }
    const vietnamese = (await pdfOf(await get(`id=${invoice.id}&locale=vi`, admin))).items.join(" ");
    for (const expected of [vi.InvoicePdf.invoiceNumber, vi.InvoicePdf.dueDate, vi.InvoicePdf.total, "113,50"]) {
      expect(vietnamese).toContain(expected);
    }
    const french = (await pdfOf(await get(`id=${invoice.id}&locale=fr`, admin))).items.join(" ");
    for (const expected of [fr.InvoicePdf.issueDate, fr.InvoicePdf.total, "113,50"]) {
      expect(french).toContain(expected);
    }
  });
});
