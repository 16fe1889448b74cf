import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { pdfPageCount, pdfTextItems } from "@/tests/pdf";
import { invoicePdfFilename } from "./invoice-format";
import { renderInvoicePdf, vatLinesOf, type InvoicePdfInput, type PdfInvoice } from "./invoice-pdf-render";

const item = {
  description: "Office clean",
  service: "Office Cleaning",
  quantity: 2,
  unitPriceCents: 5000,
  totalCents: 10_000,
};

// An invoice as answered before per-line VAT rates: no vatBreakdown, no item rate.
const older: PdfInvoice = {
  invoiceNumber: "INV-2025-0007",
  issueDate: new Date("2025-11-03T00:00:00Z"),
  dueDate: new Date("2025-12-03T00:00:00Z"),
  subTotalCents: 10_000,
  discountCents: 500,
  taxRateBp: 1350,
  taxCents: 1283,
  shippingCents: 0,
  totalCents: 10_783,
  notes: null,
  items: [item],
};

const input = (invoice: PdfInvoice): InvoicePdfInput => ({
  invoice,
  billTo: { name: "Aoife Byrne", email: "aoife@example.ie", companyName: null, address: [], vatNumber: null },
  supply: null,
  locale: "en",
});

describe("the invoice PDF", () => {
  it("computes VAT per rate from taxRateBp when the invoice has no breakdown", async () => {
    expect(vatLinesOf(older)).toEqual([{ rateBp: 1350, netCents: 9500, vatCents: 1283 }]);
    const breakdown = [
      { rateBp: 1350, netCents: 9500, vatCents: 1283 },
      { rateBp: 2300, netCents: 1000, vatCents: 230 },
    ];
    expect(vatLinesOf({ ...older, vatBreakdown: breakdown })).toBe(breakdown);

    const text = (await pdfTextItems(await renderInvoicePdf(input(older)))).join(" ");
    for (const expected of [en.InvoicePdf.vatSummary, "13.5%", "€95.00", "€12.83", "-€5.00", "€107.83"]) {
      expect(text).toContain(expected);
    }
    // Dates in English, as Dublin reads them; the status is nowhere.
    expect(text).toContain("3 November 2025");
    expect(text).toContain("3 December 2025");
  });

  it("states the day of service, or the first and last day when the invoice bills several visits", async () => {
    const text = async (supply: InvoicePdfInput["supply"]) =>
      (await pdfTextItems(await renderInvoicePdf({ ...input(older), supply }))).join(" ");
    const oneDay = await text({ from: new Date("2025-11-03T09:00:00Z"), to: new Date("2025-11-03T15:00:00Z") });
    expect(oneDay).toContain(en.InvoicePdf.supplyDate);
    expect(oneDay).not.toContain(en.InvoicePdf.supplyPeriod);
    const month = await text({ from: new Date("2025-11-03T09:00:00Z"), to: new Date("2025-11-24T09:00:00Z") });
    expect(month).toContain(en.InvoicePdf.supplyPeriod);
    expect(month).toContain("3 November 2025 – 24 November 2025");
    // In summer a visit at 23:30 UTC is on the next Dublin day.
    const summer = await text({ from: new Date("2025-06-02T23:30:00Z"), to: new Date("2025-06-02T23:30:00Z") });
    expect(summer).toContain("3 June 2025");
    expect(await text(null)).not.toContain(en.InvoicePdf.supplyDate);
  });

  it("shows no discount as €0.00, not as a negative zero", async () => {
    const text = (await pdfTextItems(await renderInvoicePdf(input({ ...older, discountCents: 0 })))).join(" ");
    expect(text).toContain("€0.00");
    expect(text).not.toContain("-€0.00");
  });

  it("shows each line's own rate and every rate of the breakdown", async () => {
    const invoice: PdfInvoice = {
      ...older,
      items: [
        { ...item, vatRateBp: 1350 },
        { ...item, description: "Cloths", service: null, vatRateBp: 2300 },
      ],
      vatBreakdown: [
        { rateBp: 1350, netCents: 9750, vatCents: 1316 },
        { rateBp: 2300, netCents: 9750, vatCents: 2243 },
      ],
    };
    const text = (await pdfTextItems(await renderInvoicePdf(input(invoice)))).join(" ");
    for (const expected of ["23%", "€97.50", "€22.43", "€13.16", "Cloths"]) expect(text).toContain(expected);
  });

  it("runs on over pages, each with its number", async () => {
    const items = Array.from({ length: 50 }, (_, index) => ({ ...item, description: `Visit ${index + 1}` }));
    const pdf = await renderInvoicePdf(input({ ...older, items }));
    const pages = await pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = (await pdfTextItems(pdf)).join(" ");
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain("Visit 50");
    expect(text).toContain("€107.83");
  });

  it("names the file after the invoice number, safely", () => {
    expect(invoicePdfFilename("INV-2026-0042")).toBe("INV-2026-0042.pdf");
    expect(invoicePdfFilename('A/B "C"')).toBe("A_B__C_.pdf");
  });
});
