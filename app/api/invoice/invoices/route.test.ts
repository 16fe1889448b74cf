import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { apiRequest, tokenFor } from "@/tests/helpers";
import {
  bearerFor,
  createClient,
  createCompany,
  createJob,
  dayFromToday,
  seedInvoice,
} from "@/tests/fixtures/invoices";
import { POST as listInvoices } from "./route";

type Listed = { invoiceNumber: string; status: number; client: { id: string } };

let alice: Awaited<ReturnType<typeof createClient>>;
let bob: Awaited<ReturnType<typeof createClient>>;

beforeAll(async () => {
  const company = await createCompany("Shared Ltd");
  // Two clients of one company: each still sees only the invoices addressed to them.
  alice = await createClient({ companyId: company.id });
  bob = await createClient({ companyId: company.id });
  const base = Date.UTC(2026, 0, 1);
  const rows = [
    { invoiceNumber: "INV-2026-0001", clientId: alice.id, status: 0 },
    { invoiceNumber: "INV-2026-0002", clientId: alice.id, status: 1, dueDate: dayFromToday(10) },
    { invoiceNumber: "INV-2026-0003", clientId: alice.id, status: 1, dueDate: dayFromToday(-3) }, // late
    { invoiceNumber: "INV-2026-0004", clientId: bob.id, status: 2, dueDate: dayFromToday(-3) }, // paid, not late
    { invoiceNumber: "INV-2026-0005", clientId: bob.id, status: 3 }, // older data stored as overdue
    { invoiceNumber: "INV-2026-0006", clientId: bob.id, status: 1, dueDate: dayFromToday(0) }, // due today
  ];
  for (const [i, row] of rows.entries())
    await seedInvoice({ ...row, companyId: company.id, createdAt: new Date(base + i * 60_000) });
});

async function list(bearer: string | undefined, body: unknown = {}) {
  return listInvoices(apiRequest("/api/invoice/invoices", { body, bearer }));
}

const numbers = async (response: Response) =>
  ((await response.json()).data as Listed[]).map((row) => row.invoiceNumber);

describe("POST /api/invoice/invoices", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 200],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role, status) => {
    expect((await list(await bearerFor(role))).status).toBe(status);
  });

  it.each(["Administrator", "SuperAdministrator"] as const)("shows %s every invoice, newest first", async (role) => {
    const response = await list(await bearerFor(role));
    const body = await response.json();
    expect(body.totalRecords).toBe(6);
    expect(body.data.map((row: Listed) => row.invoiceNumber)).toEqual([
      "INV-2026-0006",
      "INV-2026-0005",
      "INV-2026-0004",
      "INV-2026-0003",
      "INV-2026-0002",
      "INV-2026-0001",
    ]);
  });

  it("shows a client only their own sent invoices, even when asking for another client's or for drafts", async () => {
    const token = await tokenFor(alice);
    // INV-2026-0001 is her draft: the office's work in progress, not a bill yet.
    expect(await numbers(await list(token))).toEqual(["INV-2026-0003", "INV-2026-0002"]);
    expect(await list(token, { status: 0 }).then((response) => response.json())).toEqual({ data: [], totalRecords: 0 });
    const asked = await list(token, { clientId: bob.id });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ data: [], totalRecords: 0 });
    expect(await numbers(await list(await tokenFor(bob)))).toEqual(["INV-2026-0006", "INV-2026-0005", "INV-2026-0004"]);
  });

  it("answers the cent fields, the spec's names, the client and the company", async () => {
    const [row] = (await (await list(await tokenFor(alice), { search: "0002" })).json()).data;
    expect(row).toMatchObject({
      invoiceNumber: "INV-2026-0002",
      status: 1,
      currency: "EUR",
      subTotalCents: 10_000,
      taxRateBp: 1350,
      taxCents: 1350,
      discountCents: 0,
      shippingCents: 0,
      totalCents: 11_350,
      subTotal: 10_000,
      taxes: 1350,
      discount: 0,
      shipping: 0,
      totalAmount: 11_350,
      createDate: row.issueDate,
      jobId: null,
      client: { id: alice.id, name: "Test User", email: alice.email },
      company: { id: alice.companyId, name: "Shared Ltd" },
      items: [{ position: 0, description: "Deep clean", quantity: 2, unitPriceCents: 5000, totalCents: 10_000 }],
    });
  });

  it("derives overdue: a pending invoice past its due day reads 3", async () => {
    const rows = (await (await list(await bearerFor("Administrator"))).json()).data as Listed[];
    const statusOf = Object.fromEntries(rows.map((row) => [row.invoiceNumber, row.status]));
    expect(statusOf).toEqual({
      "INV-2026-0001": 0,
      "INV-2026-0002": 1,
      "INV-2026-0003": 3,
      "INV-2026-0004": 2,
      "INV-2026-0005": 3,
      "INV-2026-0006": 1,
    });
  });

  it.each([
    [0, ["INV-2026-0001"]],
    [1, ["INV-2026-0006", "INV-2026-0002"]],
    [2, ["INV-2026-0004"]],
    [3, ["INV-2026-0005", "INV-2026-0003"]],
  ])("filters by status %i with the derived status", async (status, expected) => {
    const response = await list(await bearerFor("Administrator"), { status });
    const body = await response.json();
    expect(body.data.map((row: Listed) => row.invoiceNumber)).toEqual(expected);
    expect(body.totalRecords).toBe(expected.length);
  });

  it("filters by client and searches invoice numbers, case-insensitively", async () => {
    const admin = await bearerFor("Administrator");
    expect(await numbers(await list(admin, { clientId: bob.id }))).toEqual([
      "INV-2026-0006",
      "INV-2026-0005",
      "INV-2026-0004",
    ]);
    expect(await numbers(await list(admin, { search: "inv-2026-000", status: 2 }))).toEqual(["INV-2026-0004"]);
    expect(await numbers(await list(admin, { search: "nothing" }))).toEqual([]);
  });

  it("lists the invoices of one job, within the caller's scope", async () => {
    const job = await createJob(alice.id);
    const linked = await seedInvoice({ invoiceNumber: "INV-2025-0901", clientId: alice.id, jobId: job.id, status: 1 });
    const admin = await bearerFor("Administrator");
    expect(await numbers(await list(admin, { jobId: job.id }))).toEqual(["INV-2025-0901"]);
    expect(await numbers(await list(await tokenFor(alice), { jobId: job.id }))).toEqual(["INV-2025-0901"]);
    expect(await numbers(await list(await tokenFor(bob), { jobId: job.id }))).toEqual([]);
    const refused = await list(admin, { jobId: "not-a-job" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toHaveProperty("jobId");
    await db.invoice.delete({ where: { id: linked.id } });
  });

  it("pages with the total count", async () => {
    const body = await (await list(await bearerFor("Administrator"), { pageNumber: 2, pageSize: 4 })).json();
    expect(body.totalRecords).toBe(6);
    expect(body.data.map((row: Listed) => row.invoiceNumber)).toEqual(["INV-2026-0002", "INV-2026-0001"]);
  });

  it.each([
    [{ pageSize: 500 }, "pageSize"],
    [{ pageNumber: 0 }, "pageNumber"],
    [{ status: 4 }, "status"],
    [{ status: "paid" }, "status"],
    [{ clientId: "not-a-uuid" }, "clientId"],
    [{ search: "x".repeat(51) }, "search"],
  ])("refuses %j naming %s", async (body, field) => {
    const response = await list(await bearerFor("Administrator"), body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty(field);
  });

  it("refuses a cleaner even when the filter names a client", async () => {
    expect((await list(await bearerFor("Cleaner"), { clientId: alice.id })).status).toBe(403);
  });
});

describe("POST /api/invoice/invoices: issue days, sorts and client names", () => {
  let aoife: Awaited<ReturnType<typeof createClient>>;
  let admin: string | undefined;
  const year = { from: "2031-01-01", to: "2031-12-31" };

  beforeAll(async () => {
    admin = await bearerFor("Administrator");
    aoife = await db.user.update({
      where: { id: (await createClient()).id },
      data: { firstName: "Aoife", lastName: "Byrne" },
    });
    const ciaran = await db.user.update({
      where: { id: (await createClient()).id },
      data: { firstName: "Ciarán", lastName: "Murphy" },
    });
    const base = Date.UTC(2031, 0, 1);
    const rows = [
      ["INV-2031-0001", aoife.id, "2031-03-01", "2031-03-31", 5000, 2],
      ["INV-2031-0002", ciaran.id, "2031-03-15", "2031-04-14", 20_000, 0],
      ["INV-2031-0003", aoife.id, "2031-03-31", "2031-04-30", 1000, 3],
      ["INV-2031-0004", ciaran.id, "2031-04-01", "2031-04-02", 7000, 1],
    ] as const;
    for (const [invoiceNumber, clientId, issueDate, dueDate, totalCents, minute] of rows) {
      await seedInvoice({
        invoiceNumber,
        clientId,
        issueDate: new Date(issueDate),
        dueDate: new Date(dueDate),
        totalCents,
        // Sent (pending), so that their clients read them too.
        status: 1,
        createdAt: new Date(base + minute * 60_000),
      });
    }
  });

  it.each([
    [{ from: "2031-03-15", to: "2031-03-31" }, ["INV-2031-0003", "INV-2031-0002"]],
    [{ from: "2031-03-31" }, ["INV-2031-0003", "INV-2031-0004"]],
    [{ from: "2031-01-01", to: "2031-03-01" }, ["INV-2031-0001"]],
    [{ from: "2031-03-15", to: "2031-03-15" }, ["INV-2031-0002"]],
    // A timestamp is the Dublin day it falls on: 23:30 UTC on 31 March is 1 April in Irish summer time.
    [{ from: "2031-03-31T23:30:00Z" }, ["INV-2031-0004"]],
  ])("filters issue days %j, both ends included", async (range, expected) => {
    expect(await numbers(await list(admin, range))).toEqual(expected);
  });

  it.each([
    [{}, ["INV-2031-0003", "INV-2031-0001", "INV-2031-0004", "INV-2031-0002"]],
    [{ sortBy: "createdAt", sortDir: "asc" }, ["INV-2031-0002", "INV-2031-0004", "INV-2031-0001", "INV-2031-0003"]],
    [{ sortBy: "issueDate", sortDir: "asc" }, ["INV-2031-0001", "INV-2031-0002", "INV-2031-0003", "INV-2031-0004"]],
    [{ sortBy: "issueDate" }, ["INV-2031-0004", "INV-2031-0003", "INV-2031-0002", "INV-2031-0001"]],
    [{ sortBy: "dueDate", sortDir: "asc" }, ["INV-2031-0001", "INV-2031-0004", "INV-2031-0002", "INV-2031-0003"]],
    [{ sortBy: "invoiceNumber", sortDir: "asc" }, ["INV-2031-0001", "INV-2031-0002", "INV-2031-0003", "INV-2031-0004"]],
    [{ sortBy: "totalCents" }, ["INV-2031-0002", "INV-2031-0004", "INV-2031-0001", "INV-2031-0003"]],
  ])("sorts by %j", async (sort, expected) => {
    expect(await numbers(await list(admin, { ...year, ...sort }))).toEqual(expected);
  });

  it.each([
    ["aoife", ["INV-2031-0003", "INV-2031-0001"]],
    ["BYRNE", ["INV-2031-0003", "INV-2031-0001"]],
    ["aoife byr", ["INV-2031-0003", "INV-2031-0001"]],
    ["Ciarán", ["INV-2031-0004", "INV-2031-0002"]],
    ["murphy 0004", ["INV-2031-0004"]],
    ["aoife murphy", []],
  ])("searches %j in the number and the client's first and last names", async (search, expected) => {
    expect(await numbers(await list(admin, { ...year, search }))).toEqual(expected);
  });

  it("keeps a client to their own invoices whatever the dates and sort", async () => {
    const body = { ...year, sortBy: "totalCents", sortDir: "asc", search: "Murphy" };
    expect(await numbers(await list(await tokenFor(aoife), body))).toEqual([]);
    expect(await numbers(await list(await tokenFor(aoife), { ...year, sortBy: "totalCents" }))).toEqual([
      "INV-2031-0001",
      "INV-2031-0003",
    ]);
  });

  it.each([
    [{ from: "2031-03-02", to: "2031-03-01" }, "to"],
    [{ from: "01/03/2031" }, "from"],
    [{ sortBy: "clientId" }, "sortBy"],
    [{ sortDir: "up" }, "sortDir"],
  ])("refuses %j naming %s", async (body, field) => {
    const response = await list(admin, body);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual([field]);
  });
});
