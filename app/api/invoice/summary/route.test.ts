import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { apiRequest, tokenFor } from "@/tests/helpers";
import { bearerFor, createClient, dayFromToday, seedInvoice } from "@/tests/fixtures/invoices";
import { POST as listInvoices } from "../invoices/route";
import { POST as invoiceSummary } from "./route";

type Summary = {
  all: { count: number; totalCents: number };
  byStatus: { status: number; count: number; totalCents: number }[];
};

let alice: Awaited<ReturnType<typeof createClient>>;
let bob: Awaited<ReturnType<typeof createClient>>;
let admin: string | undefined;

beforeAll(async () => {
  admin = await bearerFor("Administrator");
  alice = await db.user.update({
    where: { id: (await createClient()).id },
    data: { firstName: "Alice", lastName: "Walsh" },
  });
  bob = await createClient();
  const rows = [
    { clientId: alice.id, status: 0, totalCents: 100 },
    { clientId: alice.id, status: 1, totalCents: 200, dueDate: dayFromToday(10) },
    { clientId: alice.id, status: 1, totalCents: 400, dueDate: dayFromToday(-3) }, // late: overdue
    { clientId: alice.id, status: 3, totalCents: 800, dueDate: dayFromToday(10) }, // older data stored as overdue
    { clientId: alice.id, status: 2, totalCents: 1600, dueDate: dayFromToday(-3) }, // paid, never overdue
    { clientId: bob.id, status: 1, totalCents: 3200, dueDate: dayFromToday(0) }, // due today: still pending
    { clientId: bob.id, status: 2, totalCents: 6400, issueDate: dayFromToday(-40), dueDate: dayFromToday(-10) },
  ];
  for (const row of rows) await seedInvoice(row);
});

const summary = (bearer: string | undefined, body: unknown = {}) =>
  invoiceSummary(apiRequest("/api/invoice/summary", { body, bearer }));

const read = async (response: Response) => {
  expect(response.status).toBe(200);
  return (await response.json()) as Summary;
};

// [count, totalCents] of statuses 0 to 3.
const figures = (body: Summary) => body.byStatus.map(({ status, count, totalCents }) => [status, count, totalCents]);

describe("POST /api/invoice/summary", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 200],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role, status) => {
    expect((await summary(await bearerFor(role))).status).toBe(status);
  });

  it("counts and totals every status, overdue derived as the list derives it", async () => {
    const body = await read(await summary(admin));
    expect(body.all).toEqual({ count: 7, totalCents: 12_700 });
    expect(figures(body)).toEqual([
      [0, 1, 100],
      [1, 2, 200 + 3200],
      [2, 2, 1600 + 6400],
      [3, 2, 400 + 800],
    ]);
  });

  it("shows a client only their own sent invoices, not the office's draft, even when asking for another client's", async () => {
    const token = await tokenFor(alice);
    const own = await read(await summary(token));
    expect(own.all).toEqual({ count: 4, totalCents: 3000 });
    expect(figures(own)).toEqual([
      [0, 0, 0],
      [1, 1, 200],
      [2, 1, 1600],
      [3, 2, 1200],
    ]);
    const other = await read(await summary(token, { clientId: bob.id }));
    expect(other).toEqual({
      all: { count: 0, totalCents: 0 },
      byStatus: [0, 1, 2, 3].map((status) => ({ status, count: 0, totalCents: 0 })),
    });
  });

  it.each([
    ["client", () => ({ clientId: bob.id })],
    ["name", () => ({ search: "walsh" })],
    ["issue days", () => ({ from: dayFromToday(-40).toISOString().slice(0, 10), to: dayFromToday(-6).toISOString() })],
    ["nothing matching", () => ({ search: "nobody" })],
  ])("filters as the list does (%s): each tab counts what the list pages through", async (_name, filter) => {
    const body = await read(await summary(admin, filter()));
    const listed = async (status?: number) => {
      const response = await listInvoices(
        apiRequest("/api/invoice/invoices", { body: { ...filter(), status }, bearer: admin }),
      );
      const page = (await response.json()) as { data: { totalCents: number }[]; totalRecords: number };
      return { count: page.totalRecords, totalCents: page.data.reduce((sum, row) => sum + row.totalCents, 0) };
    };
    expect(body.all).toEqual(await listed());
    for (const figure of body.byStatus) {
      expect({ count: figure.count, totalCents: figure.totalCents }).toEqual(await listed(figure.status));
    }
  });

  it("takes a list body as it is: status and paging are not filters of the summary", async () => {
    const all = await read(await summary(admin));
    expect(await read(await summary(admin, { status: 2, pageNumber: 3, pageSize: 1, sortBy: "dueDate" }))).toEqual(all);
  });

  it.each([
    [{ from: "2026-03-02", to: "2026-03-01" }, "to"],
    [{ clientId: "nobody" }, "clientId"],
    [{ search: "x".repeat(51) }, "search"],
  ])("refuses %j naming %s", async (body, field) => {
    const response = await summary(admin, body);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual([field]);
  });
});
