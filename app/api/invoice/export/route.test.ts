import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { exportInvoices as exportInvoiceRows, MAX_INVOICE_EXPORT_ROWS } from "@/lib/server/invoices/export-invoices";
import { ZExportInvoices } from "@/lib/validation/invoices";
import { dublinDate } from "@/lib/i18n/dublin-time";
import { bearerFor, createCompany, dayFromToday, seedInvoice } from "@/tests/fixtures/invoices";
import { actorOf, apiRequest, createUser } from "@/tests/helpers";
import { POST as createInvoice } from "../createinvoice/route";
import { GET as getInvoiceById } from "../getinvoicebyid/route";
import { GET as exportInvoices } from "./route";

const HEADER =
  "Invoice number,Issue date,Due date,Status,Client,Client e-mail,Company,Subtotal,Discount,Shipping," +
  "Net at 0%,VAT at 0%,Net at 9%,VAT at 9%,Net at 13.5%,VAT at 13.5%,Net at 23%,VAT at 23%," +
  "VAT,Total,Currency,Sent on,Paid on,Reminders sent";

let admin: string;
let clientId: string;
let companyName: string;
let mixedNumber: string;

// The CSV's lines without the byte-order mark.
const lines = async (response: Response) => {
  expect(response.status).toBe(200);
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  expect(text.startsWith("\uFEFF")).toBe(true);
  return text.slice(1).split("\r\n").slice(0, -1);
};

async function get(bearer: string | undefined, query = "") {
  return exportInvoices(apiRequest(`/api/invoice/export${query}`, { bearer }));
}

beforeAll(async () => {
  admin = (await bearerFor("Administrator"))!;
  const company = await createCompany("Ó Dúill & Sons, Cork");
  companyName = company.name;
  const client = await db.user.update({
    where: { id: (await createUser({ role: "Client", email: "siobhan@odd.ie" })).id },
    data: { firstName: "Siobhán", lastName: "Quartermaine", companyId: company.id },
  });
  clientId = client.id;
  // Through the API, so the totals are the ones it computes: two rates, a
  // discount shared between them and shipping at 23 %.
  const created = await createInvoice(
    apiRequest("/api/invoice/createinvoice", {
      bearer: admin,
      body: {
        clientId,
        status: 1,
        issueDate: dublinDate(dayFromToday(-2)),
        dueDate: dublinDate(dayFromToday(28)),
        discountCents: 1_300,
        shippingCents: 500,
        items: [
          {
            description: "Office clean",
            service: "Office Cleaning",
            quantity: 3,
            unitPriceCents: 4_000,
            vatRateBp: 1350,
          },
          { description: "Bin liners", quantity: 1, unitPriceCents: 1_000, vatRateBp: 2300 },
        ],
      },
    }),
  );
  expect(created.status).toBe(200);
  mixedNumber = (await created.json()).invoiceNumber;
  await seedInvoice({
    clientId,
    companyId: company.id,
    invoiceNumber: "QX-2026-0001",
    status: 2,
    issueDate: new Date("2026-03-02T00:00:00.000Z"),
    dueDate: new Date("2026-04-01T00:00:00.000Z"),
    createdAt: new Date("2026-03-02T10:00:00.000Z"),
  });
  await db.invoice.update({
    where: { invoiceNumber: "QX-2026-0001" },
    // Sent at 23:30 UTC on 29 March: 00:30 on the 30th in Ireland, on summer time since that morning.
    data: { paidAt: new Date("2026-04-20T00:00:00.000Z"), sentAt: new Date("2026-03-29T23:30:00.000Z") },
  });
  // Pending and past its due day: overdue, reminded twice.
  await seedInvoice({
    clientId,
    invoiceNumber: "QX-2026-0002",
    status: 1,
    issueDate: new Date("2026-04-01T00:00:00.000Z"),
    dueDate: new Date("2026-05-01T00:00:00.000Z"),
    createdAt: new Date("2026-04-01T10:00:00.000Z"),
  });
  await db.invoice.update({ where: { invoiceNumber: "QX-2026-0002" }, data: { reminderCount: 2 } });
});

describe("GET /api/invoice/export", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role, status) => {
    expect((await get(await bearerFor(role), "?search=Quartermaine")).status).toBe(status);
  });

  it("sends a UTF-8 CSV attachment named after the Irish day, with how many matched", async () => {
    const response = await get(admin, "?search=Quartermaine");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="invoices-${dublinDate(new Date())}.csv"`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-total-records")).toBe("3");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("has a row per invoice of the filter, in the list's order, with its dates, status and amounts in euro", async () => {
    const [header, ...rows] = await lines(await get(admin, "?search=Quartermaine&sortBy=issueDate&sortDir=asc"));
    expect(header).toBe(HEADER);
    expect(rows.map((row) => row.split(",")[0])).toEqual(["QX-2026-0001", "QX-2026-0002", mixedNumber]);
    // The company's name holds a comma: quoted. Sent on the Irish day.
    expect(rows[0]).toBe(
      `QX-2026-0001,2026-03-02,2026-04-01,Paid,Siobhán Quartermaine,siobhan@odd.ie,"${companyName}",100.00,0.00,0.00,` +
        ",,,,100.00,13.50,,,13.50,113.50,EUR,2026-03-30,2026-04-20,0",
    );
    expect(rows[1]).toBe(
      "QX-2026-0002,2026-04-01,2026-05-01,Overdue,Siobhán Quartermaine,siobhan@odd.ie,,100.00,0.00,0.00," +
        ",,,,100.00,13.50,,,13.50,113.50,EUR,,,2",
    );
  });

  it("gives each rate its net and VAT as the invoice does, adding up to its subtotal, discount, shipping and VAT", async () => {
    const rows = await lines(await get(admin, `?search=${mixedNumber}`));
    expect(rows).toHaveLength(2);
    const cells = rows[1]!.match(/("[^"]*"|[^,]*)(,|$)/g)!.map((cell) => cell.replace(/,$/, ""));
    const column = (name: string) => cells[HEADER.split(",").indexOf(name)]!;
    const { id } = await db.invoice.findUniqueOrThrow({ where: { invoiceNumber: mixedNumber } });
    const invoice = await (
      await getInvoiceById(apiRequest(`/api/invoice/getInvoiceById?id=${id}`, { bearer: admin }))
    ).json();
    const euros = (cents: number) => (cents / 100).toFixed(2);
    expect(invoice.vatBreakdown.map((line: { rateBp: number }) => line.rateBp)).toEqual([1350, 2300]);
    for (const line of invoice.vatBreakdown as { rateBp: number; netCents: number; vatCents: number }[]) {
      expect(column(`Net at ${line.rateBp / 100}%`)).toBe(euros(line.netCents));
      expect(column(`VAT at ${line.rateBp / 100}%`)).toBe(euros(line.vatCents));
    }
    expect([column("Net at 0%"), column("Net at 9%")]).toEqual(["", ""]);
    expect(column("Subtotal")).toBe("130.00");
    expect(column("Discount")).toBe("13.00");
    expect(column("Shipping")).toBe("5.00");
    expect(column("Status")).toBe("Pending");
    expect(column("Sent on")).toBe(dublinDate(new Date()));
    const cents = (name: string) => Math.round(Number(column(name)) * 100);
    expect(cents("Net at 13.5%") + cents("Net at 23%")).toBe(13_000 - 1_300 + 500);
    expect(cents("VAT at 13.5%") + cents("VAT at 23%")).toBe(cents("VAT"));
    expect(cents("Total")).toBe(13_000 - 1_300 + 500 + cents("VAT"));
  });

  it("filters like the list: overdue includes late pending invoices, and a range of issue days", async () => {
    const overdue = await lines(await get(admin, "?search=Quartermaine&status=3"));
    expect(overdue.slice(1).map((row) => row.split(",")[0])).toEqual(["QX-2026-0002"]);
    const march = await lines(await get(admin, "?search=Quartermaine&from=2026-03-01&to=2026-03-31"));
    expect(march.slice(1).map((row) => row.split(",")[0])).toEqual(["QX-2026-0001"]);
    const ofClient = await lines(await get(admin, `?clientId=${clientId}&status=2`));
    expect(ofClient.slice(1).map((row) => row.split(",")[0])).toEqual(["QX-2026-0001"]);
  });

  it("adds the columns of an older rate an exported invoice still carries", async () => {
    const old = await seedInvoice({
      clientId,
      invoiceNumber: "QX-2019-0001",
      issueDate: new Date("2019-06-03T00:00:00.000Z"),
    });
    await db.invoiceItem.updateMany({ where: { invoiceId: old.id }, data: { vatRateBp: 1250 } });
    await db.invoice.update({ where: { id: old.id }, data: { taxCents: 1250, totalCents: 11_250 } });
    const [header, row] = await lines(await get(admin, "?search=QX-2019"));
    expect(header).toContain(",Net at 9%,VAT at 9%,Net at 12.5%,VAT at 12.5%,Net at 13.5%,");
    expect(row).toContain(",100.00,0.00,0.00,,,,,100.00,12.50,,,,,12.50,112.50,EUR,");
  });

  it("keeps a formula-like client name as text", async () => {
    const client = await createUser({ role: "Client" });
    await db.user.update({ where: { id: client.id }, data: { firstName: "=cmd|' /C calc'!A0", lastName: "Zebedee" } });
    await seedInvoice({ clientId: client.id, invoiceNumber: "QX-2026-0099" });
    const [, row] = await lines(await get(admin, "?search=Zebedee"));
    expect(row).toContain(",'=cmd|' /C calc'!A0 Zebedee,");
  });

  it("stops at its cap (10,000 rows) and says how many invoices matched", async () => {
    const actor = actorOf(await createUser({ role: "Administrator" }));
    expect(MAX_INVOICE_EXPORT_ROWS).toBe(10_000);
    const query = ZExportInvoices.parse({
      search: "Quartermaine",
      from: "2026-01-01",
      sortBy: "issueDate",
      sortDir: "asc",
    });
    const { rows, totalRecords } = await exportInvoiceRows({ actor, query, limit: 2 });
    expect(totalRecords).toBe(3);
    expect(rows.slice(1).map((row) => row[0])).toEqual(["QX-2026-0001", "QX-2026-0002"]);
  });

  it("answers only the header row when nothing matches", async () => {
    expect(await lines(await get(admin, "?search=no-invoice-has-this"))).toEqual([HEADER]);
  });

  it("refuses bad filters (400 naming each)", async () => {
    const response = await get(admin, "?status=7&from=yesterday&sortBy=password&clientId=acme");
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields).sort()).toEqual([
      "query.clientId",
      "query.from",
      "query.sortBy",
      "query.status",
    ]);
    const backwards = await get(admin, "?from=2026-03-31&to=2026-03-01");
    expect(backwards.status).toBe(400);
    expect(Object.keys((await backwards.json()).error.fields)).toEqual(["query.to"]);
  });
});
