import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { apiRequest, createUser } from "@/tests/helpers";
import {
  bearerFor,
  createClient,
  createCompany,
  createJob,
  dayFromToday,
  invoiceBody,
  invoiceSnapshot,
  seedInvoice,
} from "@/tests/fixtures/invoices";
import { POST as createInvoice } from "./route";

let client: Awaited<ReturnType<typeof createClient>>;
let admin: string | undefined;

beforeAll(async () => {
  client = await createClient({ companyId: (await createCompany("Acme Offices")).id });
  admin = await bearerFor("Administrator");
});

async function create(body: unknown, bearer: string | undefined = admin) {
  return createInvoice(apiRequest("/api/invoice/createinvoice", { body, bearer }));
}

const item = (quantity: number, unitPriceCents: number, vatRateBp?: number) => ({
  description: "Clean",
  quantity,
  unitPriceCents,
  ...(vatRateBp !== undefined && { vatRateBp }),
});

describe("POST /api/invoice/createinvoice", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role, status) => {
    const before = await db.invoice.count();
    const bearer = await bearerFor(role);
    const response = await createInvoice(
      apiRequest("/api/invoice/createinvoice", { body: invoiceBody(client.id, { issueDate: "2030-05-01" }), bearer }),
    );
    expect(response.status).toBe(status);
    expect(await db.invoice.count()).toBe(before + (status === 200 ? 1 : 0));
  });

  it("creates a draft with today's date, 30 days to pay, 13.5 % VAT and the client's company", async () => {
    const job = await createJob(client.id);
    const response = await create(invoiceBody(client.id, { jobId: job.id, notes: "Key under the mat" }));
    expect(response.status).toBe(200);
    const invoice = await response.json();
    const today = dayFromToday(0);
    expect(invoice).toMatchObject({
      invoiceNumber: `INV-${today.getUTCFullYear()}-0001`,
      status: 0,
      issueDate: today.toISOString(),
      createDate: today.toISOString(),
      dueDate: dayFromToday(30).toISOString(),
      taxRateBp: 1350,
      subTotalCents: 10_000,
      taxCents: 1350,
      totalCents: 11_350,
      totalAmount: 11_350,
      notes: "Key under the mat",
      jobId: job.id,
      client: { id: client.id, email: client.email },
      company: { id: client.companyId, name: "Acme Offices" },
      items: [
        { position: 0, description: "Office clean", service: "Office Cleaning", quantity: 2, totalCents: 10_000 },
      ],
    });
    const stored = await db.invoice.findUniqueOrThrow({ where: { id: invoice.id }, include: { items: true } });
    expect(stored).toMatchObject({ companyId: client.companyId, totalCents: 11_350, status: 0 });
    expect(stored.items).toHaveLength(1);
  });

  // One rate: tax = round half up((subTotal − discount) × rate / 10000), plus shipping's 23 %;
  // total = subTotal − discount + shipping + tax.
  it.each([
    ["default rate", [item(2, 5000)], {}, 10_000, 1350, 11_350],
    ["tax of 13.5 cents rounds up", [item(1, 100)], {}, 100, 14, 114],
    ["tax of 1.35 cents rounds down", [item(1, 10)], {}, 10, 1, 11],
    ["tax of 0.405 cents rounds to 0", [item(1, 3)], {}, 3, 0, 3],
    ["23 %, 2.3 cents rounds down", [item(1, 10)], { taxRateBp: 2300 }, 10, 2, 12],
    ["23 %, 34.5 cents rounds half up", [item(1, 150)], { taxRateBp: 2300 }, 150, 35, 185],
    [
      "discount before tax, shipping taxed with the 23 % lines",
      [item(3, 3333), item(1, 1)],
      { discountCents: 1000, shippingCents: 500, taxRateBp: 2300 },
      10_000,
      2185, // 23 % of 9000 + 500
      11_685,
    ],
    // 13.5 % of 0, and 23 % of the 250 shipping (57.5).
    ["discount equal to subtotal", [item(1, 5000)], { discountCents: 5000, shippingCents: 250 }, 5000, 58, 308],
    ["no tax", [item(1, 12_345)], { taxRateBp: 0 }, 12_345, 0, 12_345],
    ["free items, shipping at 23 %", [item(5, 0)], { shippingCents: 99 }, 0, 23, 122],
  ])("computes totals: %s", async (_name, items, extra, subTotalCents, taxCents, totalCents) => {
    const response = await create({ clientId: client.id, items, ...extra });
    expect(response.status).toBe(200);
    const invoice = await response.json();
    expect(invoice).toMatchObject({ subTotalCents, taxCents, totalCents, subTotal: subTotalCents, taxes: taxCents });
    const stored = await db.invoice.findUniqueOrThrow({ where: { id: invoice.id }, include: { items: true } });
    expect(stored).toMatchObject({ subTotalCents, taxCents, totalCents });
    expect(stored.items.reduce((sum, row) => sum + row.totalCents, 0)).toBe(subTotalCents);
  });

  it("taxes each line at its rate, shares the discount across the rates and answers VAT per rate", async () => {
    const response = await create({
      clientId: client.id,
      items: [item(2, 5000, 1350), item(1, 2000, 2300), item(1, 1000, 0), item(1, 4000)],
      discountCents: 1700,
      shippingCents: 500,
    });
    expect(response.status).toBe(200);
    const invoice = await response.json();
    // Nets: 0 % 1000, 13.5 % 14,000 (the line without a rate takes taxRateBp), 23 % 2000;
    // discount shares 100, 1400 and 200; shipping joins the 23 % rate.
    expect(invoice.vatBreakdown).toEqual([
      { rateBp: 0, netCents: 900, vatCents: 0 },
      { rateBp: 1350, netCents: 12_600, vatCents: 1701 },
      { rateBp: 2300, netCents: 2300, vatCents: 529 },
    ]);
    expect(invoice).toMatchObject({
      taxRateBp: 1350,
      subTotalCents: 17_000,
      taxCents: 2230,
      taxes: 2230,
      totalCents: 17_000 - 1700 + 500 + 2230,
      sentAt: null,
      paidAt: null,
    });
    expect(invoice.items.map((row: { vatRateBp: number }) => row.vatRateBp)).toEqual([1350, 2300, 0, 1350]);
    const stored = await db.invoiceItem.findMany({ where: { invoiceId: invoice.id }, orderBy: { position: "asc" } });
    expect(stored.map((row) => row.vatRateBp)).toEqual([1350, 2300, 0, 1350]);
  });

  it("gives the lines sent without a rate the invoice's taxRateBp", async () => {
    const invoice = await (await create({ clientId: client.id, items: [item(1, 1000)], taxRateBp: 2300 })).json();
    expect(invoice.items[0].vatRateBp).toBe(2300);
    expect(invoice.vatBreakdown).toEqual([{ rateBp: 2300, netCents: 1000, vatCents: 230 }]);
  });

  it("stamps sentAt on an invoice created pending, not on a draft", async () => {
    const before = Date.now();
    const pending = await (await create(invoiceBody(client.id, { status: 1 }))).json();
    expect(pending.status).toBe(1);
    expect(Date.parse(pending.sentAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(pending.sentAt)).toBeLessThanOrEqual(Date.now());
    expect(pending.paidAt).toBeNull();
    expect((await (await create(invoiceBody(client.id))).json()).sentAt).toBeNull();
  });

  it("ignores totals sent by the caller", async () => {
    const response = await create({
      clientId: client.id,
      items: [{ ...item(2, 1000), totalCents: 1, total: 1, price: 1 }],
      subTotalCents: 1,
      taxCents: 1,
      totalCents: 1,
      totalAmount: 1,
      invoiceNumber: "MINE-1",
    });
    const invoice = await response.json();
    expect(invoice).toMatchObject({ subTotalCents: 2000, taxCents: 270, totalCents: 2270 });
    expect(invoice.items[0].totalCents).toBe(2000);
    expect(invoice.invoiceNumber).toMatch(/^INV-\d{4}-\d{4,}$/);
  });

  it.each([
    ["no items", { items: [] }, "items"],
    ["no items field", { items: undefined }, "items"],
    ["51 items", { items: Array.from({ length: 51 }, () => item(1, 1)) }, "items"],
    ["discount over subtotal", { items: [item(1, 1000)], discountCents: 1001 }, "discountCents"],
    ["quantity 0", { items: [item(0, 1000)] }, "items.0.quantity"],
    ["quantity 1001", { items: [item(1001, 1000)] }, "items.0.quantity"],
    ["fractional quantity", { items: [item(1.5, 1000)] }, "items.0.quantity"],
    ["negative price", { items: [item(1, -1)] }, "items.0.unitPriceCents"],
    ["price in euro", { items: [item(1, 10.5)] }, "items.0.unitPriceCents"],
    ["price over €100,000", { items: [item(1, 10_000_001)] }, "items.0.unitPriceCents"],
    ["empty description", { items: [{ ...item(1, 1), description: " " }] }, "items.0.description"],
    ["invoice over €10 million", { items: [item(1000, 10_000_000)] }, "items"],
    ["negative discount", { discountCents: -1 }, "discountCents"],
    ["negative shipping", { shippingCents: -5 }, "shippingCents"],
    ["tax rate over 30 %", { taxRateBp: 3001 }, "taxRateBp"],
    ["a line at 10 % VAT", { items: [item(1, 1000, 2300), item(1, 1000, 1000)] }, "items.1.vatRateBp"],
    ["a line's VAT rate as text", { items: [{ ...item(1, 1000), vatRateBp: "1350" }] }, "items.0.vatRateBp"],
    ["a line left to take a rate not offered", { taxRateBp: 1000 }, "items.0.vatRateBp"],
    ["status paid", { status: 2 }, "status"],
    ["status overdue", { status: 3 }, "status"],
    ["malformed date", { issueDate: "01/02/2026" }, "issueDate"],
    ["due before issue", { issueDate: "2026-03-10", dueDate: "2026-03-09" }, "dueDate"],
    ["due before today's default issue date", { dueDate: dayFromToday(-1).toISOString() }, "dueDate"],
    ["malformed client id", { clientId: "42" }, "clientId"],
    ["unknown client", { clientId: "6f1c2b1e-8a57-4c1e-9a59-2b8f4c1d9e11" }, "clientId"],
    ["malformed job id", { jobId: "job-1" }, "jobId"],
  ])("refuses %s (400 naming %s) and writes nothing", async (_name, overrides, field) => {
    const before = await invoiceSnapshot();
    const response = await create(invoiceBody(client.id, overrides));
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty(field);
    expect(await invoiceSnapshot()).toEqual(before);
  });

  it("refuses a client who is not a Client, and another client's job", async () => {
    const before = await invoiceSnapshot();
    const cleaner = await createUser({ role: "Cleaner" });
    const notClient = await create(invoiceBody(cleaner.id));
    expect(notClient.status).toBe(400);
    expect((await notClient.json()).error.fields).toHaveProperty("clientId");
    const otherJob = await createJob((await createClient()).id);
    const wrongJob = await create(invoiceBody(client.id, { jobId: otherJob.id }));
    expect(wrongJob.status).toBe(400);
    expect((await wrongJob.json()).error.fields).toHaveProperty("jobId");
    expect(await invoiceSnapshot()).toEqual(before);
  });
});

describe("invoice numbers", () => {
  const numberOf = async (issueDate: string) =>
    (await (await create(invoiceBody(client.id, { issueDate }))).json()).invoiceNumber;

  it("count up per year of the issue date", async () => {
    expect(await numberOf("2041-12-31")).toBe("INV-2041-0001");
    expect(await numberOf("2042-01-01")).toBe("INV-2042-0001");
    expect(await numberOf("2041-06-01")).toBe("INV-2041-0002");
    expect(await numberOf("2042-02-01")).toBe("INV-2042-0002");
  });

  it("stay unique when two invoices are created at once", async () => {
    const responses = await Promise.all(
      [1, 2, 3].map(() => create(invoiceBody(client.id, { issueDate: "2043-01-10" }))),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    const numbers = await Promise.all(responses.map(async (response) => (await response.json()).invoiceNumber));
    expect(numbers.sort()).toEqual(["INV-2043-0001", "INV-2043-0002", "INV-2043-0003"]);
  });

  it("stay consecutive, with no gap and no repeat, when 20 invoices are created at once", async () => {
    await seedInvoice({ clientId: client.id, invoiceNumber: "INV-2046-0007", issueDate: new Date("2046-01-01") });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => create(invoiceBody(client.id, { issueDate: "2046-02-01" }))),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const numbers = await Promise.all(responses.map(async (response) => (await response.json()).invoiceNumber));
    expect(numbers.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `INV-2046-${String(i + 8).padStart(4, "0")}`));
    expect(await db.invoice.count({ where: { invoiceNumber: { startsWith: "INV-2046-" } } })).toBe(21);
  });

  it("grow past 9999 in numeric order", async () => {
    await seedInvoice({ clientId: client.id, invoiceNumber: "INV-2044-9999", issueDate: new Date("2044-01-01") });
    expect(await numberOf("2044-03-01")).toBe("INV-2044-10000");
    expect(await numberOf("2044-03-02")).toBe("INV-2044-10001");
  });
});
