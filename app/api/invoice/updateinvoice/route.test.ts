import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { isIrishDayOff } from "@/lib/i18n/irish-holidays";
import { db } from "@/lib/server/db";
import { apiRequest } from "@/tests/helpers";
import {
  bearerFor,
  createClient,
  createCompany,
  createJob,
  dayFromToday,
  invoiceSnapshot,
  seedInvoice,
} from "@/tests/fixtures/invoices";
import { PUT as updateInvoice } from "./route";

let client: Awaited<ReturnType<typeof createClient>>;
let admin: string | undefined;
let superAdmin: string | undefined;

beforeAll(async () => {
  client = await createClient({ companyId: (await createCompany("Acme")).id });
  admin = await bearerFor("Administrator");
  superAdmin = await bearerFor("SuperAdministrator");
});

async function update(body: unknown, bearer: string | undefined) {
  return updateInvoice(apiRequest("/api/invoice/updateInvoice", { method: "PUT", body, bearer }));
}

const seed = (status: number, dueDate = dayFromToday(20)) => seedInvoice({ clientId: client.id, status, dueDate });
const storedStatus = async (id: string) => (await db.invoice.findUniqueOrThrow({ where: { id } })).status;

describe("PUT /api/invoice/updateInvoice", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role, status) => {
    const invoice = await seed(0);
    const response = await update({ id: invoice.id, notes: "Changed" }, await bearerFor(role));
    expect(response.status).toBe(status);
    const stored = await db.invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    expect(stored.notes).toBe(status === 200 ? "Changed" : null);
  });

  it("replaces every item and recomputes the totals", async () => {
    const invoice = await seed(0);
    const response = await update(
      {
        id: invoice.id,
        items: [
          { description: "Windows", quantity: 3, unitPriceCents: 2000 },
          { description: "Carpets", service: "Carpet Cleaning", quantity: 1, unitPriceCents: 4000 },
        ],
        discountCents: 1000,
        shippingCents: 300,
        totalCents: 1,
      },
      admin,
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    // The lines take the stored taxRateBp (13.5 %); shipping is taxed at 23 % (69).
    expect(body).toMatchObject({ subTotalCents: 10_000, taxCents: 1284, totalCents: 9000 + 300 + 1284 });
    expect(body.vatBreakdown).toEqual([
      { rateBp: 1350, netCents: 9000, vatCents: 1215 },
      { rateBp: 2300, netCents: 300, vatCents: 69 },
    ]);
    expect(body.invoiceNumber).toBe(invoice.invoiceNumber);
    const items = await db.invoiceItem.findMany({ where: { invoiceId: invoice.id }, orderBy: { position: "asc" } });
    expect(items.map((row) => [row.position, row.description, row.totalCents])).toEqual([
      [0, "Windows", 6000],
      [1, "Carpets", 4000],
    ]);
  });

  it("keeps the lines' rates when only taxRateBp changes, and clears notes with null", async () => {
    const invoice = await seedInvoice({ clientId: client.id, notes: "Old" });
    const body = await (await update({ id: invoice.id, taxRateBp: 2300, notes: null }, admin)).json();
    expect(body).toMatchObject({
      taxRateBp: 2300,
      subTotalCents: 10_000,
      taxCents: 1350,
      totalCents: 11_350,
      notes: null,
    });
    expect(body.items[0].vatRateBp).toBe(1350);
  });

  it("gives lines sent without a rate the taxRateBp sent, else the stored one", async () => {
    const invoice = await seed(0);
    const lines = [
      { description: "Supplies", quantity: 1, unitPriceCents: 1000 },
      { description: "Clean", quantity: 1, unitPriceCents: 1000, vatRateBp: 1350 },
    ];
    const sent = await (await update({ id: invoice.id, taxRateBp: 2300, items: lines }, admin)).json();
    expect(sent.items.map((row: { vatRateBp: number }) => row.vatRateBp)).toEqual([2300, 1350]);
    expect(sent).toMatchObject({ taxCents: 230 + 135, totalCents: 2365 });
    await update({ id: invoice.id, taxRateBp: 900 }, admin);
    const stored = await (await update({ id: invoice.id, items: lines }, admin)).json();
    expect(stored.items.map((row: { vatRateBp: number }) => row.vatRateBp)).toEqual([900, 1350]);
    expect(stored.vatBreakdown).toEqual([
      { rateBp: 900, netCents: 1000, vatCents: 90 },
      { rateBp: 1350, netCents: 1000, vatCents: 135 },
    ]);
  });

  it("moves the invoice to another client, with that client's company, and links their job", async () => {
    const invoice = await seed(0);
    const other = await createClient({ companyId: (await createCompany("Other Co")).id });
    const job = await createJob(other.id);
    const body = await (await update({ id: invoice.id, clientId: other.id, jobId: job.id }, admin)).json();
    expect(body).toMatchObject({ client: { id: other.id }, company: { id: other.companyId }, jobId: job.id });
  });

  // [from stored status, to, role, expected HTTP status, stored status after]
  it.each([
    [0, 1, "Administrator", 200, 1],
    [1, 2, "Administrator", 200, 2],
    [1, 0, "Administrator", 200, 0],
    [2, 1, "SuperAdministrator", 200, 1],
    [2, 1, "Administrator", 403, 2],
    [0, 2, "Administrator", 409, 0],
    [2, 0, "SuperAdministrator", 409, 2],
    [0, 3, "Administrator", 400, 0],
    [1, 3, "Administrator", 400, 1],
    [0, 0, "Administrator", 200, 0],
    [2, 2, "Administrator", 200, 2],
  ] as const)("status %i → %i as %s answers %i", async (from, to, role, http, after) => {
    const invoice = await seed(from);
    const response = await update({ id: invoice.id, status: to }, role === "Administrator" ? admin : superAdmin);
    expect(response.status).toBe(http);
    if (http === 400 || http === 409) expect((await response.json()).error.fields).toHaveProperty("status");
    expect(await storedStatus(invoice.id)).toBe(after);
  });

  it("treats a late pending invoice as pending: 3 sent back is no change, paying it works", async () => {
    const invoice = await seed(1, dayFromToday(-2));
    const same = await update({ id: invoice.id, status: 3, notes: "Reminder sent" }, admin);
    expect(same.status).toBe(200);
    expect((await same.json()).status).toBe(3);
    expect(await storedStatus(invoice.id)).toBe(1);
    const paid = await update({ id: invoice.id, status: 2 }, admin);
    expect((await paid.json()).status).toBe(2);
  });

  it("freezes a paid invoice except its notes, and writes nothing when refused", async () => {
    const invoice = await seed(2);
    const before = await invoiceSnapshot();
    for (const change of [
      { discountCents: 100 },
      { items: [{ description: "Other", quantity: 1, unitPriceCents: 1 }] },
      { dueDate: "2099-01-01" },
      { status: 1, shippingCents: 5 },
    ]) {
      const response = await update({ id: invoice.id, ...change }, superAdmin);
      expect(response.status).toBe(409);
      expect(Object.keys((await response.json()).error.fields)).toEqual(
        Object.keys(change).filter((key) => key !== "status"),
      );
    }
    expect(await invoiceSnapshot()).toEqual(before);

    // A line's rate is part of the frozen invoice.
    const rated = await update(
      { id: invoice.id, items: [{ description: "Deep clean", quantity: 2, unitPriceCents: 5000, vatRateBp: 2300 }] },
      superAdmin,
    );
    expect(rated.status).toBe(409);
    expect(Object.keys((await rated.json()).error.fields)).toEqual(["items"]);

    // The whole invoice sent back unchanged, with new notes, is accepted.
    const sentBack = await update(
      {
        id: invoice.id,
        clientId: client.id,
        issueDate: invoice.issueDate.toISOString(),
        dueDate: invoice.dueDate.toISOString(),
        discountCents: 0,
        shippingCents: 0,
        taxRateBp: 1350,
        status: 2,
        items: [{ description: "Deep clean", quantity: 2, unitPriceCents: 5000, vatRateBp: 1350 }],
        paidAt: null,
        notes: "Paid by transfer",
      },
      admin,
    );
    expect(sentBack.status).toBe(200);
    expect((await sentBack.json()).notes).toBe("Paid by transfer");
  });

  it.each([
    ["discount over subtotal", { discountCents: 10_001 }, 400, "discountCents"],
    ["no items", { items: [] }, 400, "items"],
    ["due before issue", { dueDate: "2020-01-01" }, 400, "dueDate"],
    ["unknown client", { clientId: "6f1c2b1e-8a57-4c1e-9a59-2b8f4c1d9e11" }, 400, "clientId"],
    ["malformed id", { id: "abc" }, 400, "id"],
    ["bad quantity", { items: [{ description: "x", quantity: 0, unitPriceCents: 1 }] }, 400, "items.0.quantity"],
    [
      "VAT rate 5 %",
      { items: [{ description: "x", quantity: 1, unitPriceCents: 1, vatRateBp: 500 }] },
      400,
      "items.0.vatRateBp",
    ],
    ["paid day not a day", { status: 1, paidAt: "yesterday" }, 400, "paidAt"],
    ["status 5", { status: 5 }, 400, "status"],
    ["automatic reminders as text", { autoRemind: "no" }, 400, "autoRemind"],
  ] as const)("refuses %s and writes nothing", async (_name, change, http, field) => {
    const invoice = await seed(0);
    const before = await invoiceSnapshot();
    const response = await update({ id: invoice.id, ...change }, admin);
    expect(response.status).toBe(http);
    expect((await response.json()).error.fields).toHaveProperty(field);
    expect(await invoiceSnapshot()).toEqual(before);
  });

  it("refuses another client's job", async () => {
    const invoice = await seed(0);
    const job = await createJob((await createClient()).id);
    const response = await update({ id: invoice.id, jobId: job.id }, admin);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty("jobId");
  });

  it.each<[Role, number]>([
    ["Administrator", 404],
    ["SuperAdministrator", 404],
  ])("answers 404 to %s for an unknown id", async (role, http) => {
    const response = await update({ id: "6f1c2b1e-8a57-4c1e-9a59-2b8f4c1d9e11", notes: "x" }, await bearerFor(role));
    expect(response.status).toBe(http);
  });
});

describe("sentAt and paidAt", () => {
  const today = () => dayFromToday(0).toISOString();
  const read = (id: string) => db.invoice.findUniqueOrThrow({ where: { id } });

  it("stamps sentAt when a draft goes pending, and keeps it through a recall", async () => {
    const invoice = await seed(0);
    expect((await (await update({ id: invoice.id, notes: "x" }, admin)).json()).sentAt).toBeNull();
    const before = Date.now();
    const sent = await (await update({ id: invoice.id, status: 1 }, admin)).json();
    expect(sent).toMatchObject({ status: 1, paidAt: null });
    expect(Date.parse(sent.sentAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(sent.sentAt)).toBeLessThanOrEqual(Date.now());
    expect((await update({ id: invoice.id, status: 0 }, admin)).status).toBe(200);
    expect((await read(invoice.id)).sentAt?.toISOString()).toBe(sent.sentAt);
    const again = await (await update({ id: invoice.id, status: 1 }, admin)).json();
    expect(again.sentAt).toBe(sent.sentAt);
  });

  it("records the day paid: today by default, or the day sent; reopening clears it", async () => {
    const invoice = await seed(1);
    const paid = await (await update({ id: invoice.id, status: 2 }, admin)).json();
    expect(paid).toMatchObject({ status: 2, paidAt: today() });
    const reopened = await (await update({ id: invoice.id, status: 1 }, superAdmin)).json();
    expect(reopened).toMatchObject({ status: 1, paidAt: null });
    expect((await read(invoice.id)).paidAt).toBeNull();

    const late = await seed(1, dayFromToday(-3));
    const day = dayFromToday(-20).toISOString();
    const body = await (await update({ id: late.id, status: 2, paidAt: day.slice(0, 10) }, admin)).json();
    expect(body).toMatchObject({ status: 2, paidAt: day });
  });

  it("refuses a payment day in the future (400 naming paidAt) and writes nothing", async () => {
    const invoice = await seed(1);
    const before = await invoiceSnapshot();
    const response = await update(
      { id: invoice.id, status: 2, paidAt: dayFromToday(1).toISOString().slice(0, 10) },
      admin,
    );
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual(["paidAt"]);
    expect(await invoiceSnapshot()).toEqual(before);
    const todayIsFine = await update({ id: invoice.id, status: 2, paidAt: today() }, admin);
    expect((await todayIsFine.json()).paidAt).toBe(today());
  });

  it("keeps a paid invoice's day frozen: the same day is no change, another is 409 naming paidAt", async () => {
    const invoice = await seed(1);
    const day = dayFromToday(-2);
    await update({ id: invoice.id, status: 2, paidAt: day.toISOString() }, admin);
    const same = await update({ id: invoice.id, status: 2, paidAt: day.toISOString(), notes: "Cheque" }, admin);
    expect(same.status).toBe(200);
    const moved = await update({ id: invoice.id, paidAt: dayFromToday(-1).toISOString() }, superAdmin);
    expect(moved.status).toBe(409);
    expect(Object.keys((await moved.json()).error.fields)).toEqual(["paidAt"]);
    expect((await read(invoice.id)).paidAt?.toISOString()).toBe(day.toISOString());
  });

  it("reads paidAt only on the way to paid", async () => {
    const invoice = await seed(0);
    const body = await (await update({ id: invoice.id, paidAt: today(), notes: "Draft" }, admin)).json();
    expect(body).toMatchObject({ status: 0, paidAt: null, notes: "Draft" });
  });
});

describe("autoRemind: the payment reminders that go by themselves", () => {
  // The default schedule (INVOICE_REMINDER_DAYS 7,21,35): the first reminder
  // 7 days after the due day, or the next office day when that is a weekend or
  // a public holiday (lib/i18n/irish-holidays.test.ts tests which).
  function weekdayFrom(day: Date) {
    const next = new Date(day);
    while (isIrishDayOff(next)) next.setUTCDate(next.getUTCDate() + 1);
    return next.toISOString();
  }

  it("is on for a new invoice, with the day of the first reminder; the office turns it off and on", async () => {
    const invoice = await seed(1, dayFromToday(20));
    const off = await update({ id: invoice.id, autoRemind: false }, admin);
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ autoRemind: false, nextReminderOn: null, status: 1 });
    expect((await db.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).autoRemind).toBe(false);

    const on = await update({ id: invoice.id, autoRemind: true }, admin);
    expect(await on.json()).toMatchObject({ autoRemind: true, nextReminderOn: weekdayFrom(dayFromToday(27)) });
  });

  it("may be turned off on a paid invoice, which changes nothing billed, and has no next reminder", async () => {
    const invoice = await seed(2);
    const response = await update({ id: invoice.id, autoRemind: false }, admin);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 2, autoRemind: false, nextReminderOn: null });
  });

  it("is not for the client or a cleaner to change", async () => {
    const invoice = await seed(1);
    for (const role of ["Client", "Cleaner"] as const) {
      expect((await update({ id: invoice.id, autoRemind: false }, await bearerFor(role))).status).toBe(403);
    }
    expect((await db.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).autoRemind).toBe(true);
  });
});
