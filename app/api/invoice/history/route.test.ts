import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { sendDueReminders } from "@/lib/server/invoices/auto-reminders";
import { nextAutoReminderDay } from "@/lib/server/invoices/reminder-schedule";
import { createClient, dayFromToday, invoiceBody, seedInvoice } from "@/tests/fixtures/invoices";
import { apiRequest, createUser, tokenFor } from "@/tests/helpers";
import { POST as createInvoiceRoute } from "@/app/api/invoice/createinvoice/route";
import { POST as sendEmailRoute } from "@/app/api/invoice/sendemail/route";
import { PUT as updateInvoiceRoute } from "@/app/api/invoice/updateinvoice/route";
import { GET as historyRoute } from "./route";

type Person = { id: string; bearer: string; name: string };
type Item = { id: string; type: string; at: string; actor: { id: string; name: string } | null; data: any };

let admin: Person;
let superAdmin: Person;
let client: Awaited<ReturnType<typeof createClient>>;

async function person(role: "Administrator" | "SuperAdministrator", firstName: string): Promise<Person> {
  const user = await db.user.update({
    where: { id: (await createUser({ role })).id },
    data: { firstName, lastName: "Kelly" },
  });
  return { id: user.id, bearer: await tokenFor(user), name: `${firstName} Kelly` };
}

beforeAll(async () => {
  admin = await person("Administrator", "Niamh");
  superAdmin = await person("SuperAdministrator", "Declan");
  client = await createClient();
});

const history = (id: string, bearer: string | undefined) =>
  historyRoute(apiRequest(`/api/invoice/history?id=${id}`, { bearer }));

async function itemsOf(id: string): Promise<Item[]> {
  const response = await history(id, admin.bearer);
  expect(response.status).toBe(200);
  return (await response.json()).data;
}

// The history as type and details, without ids and instants.
const summary = async (id: string) => (await itemsOf(id)).map(({ type, data }) => ({ type, data }));

async function create(body: Record<string, unknown>, by = admin) {
  const response = await createInvoiceRoute(apiRequest("/api/invoice/createinvoice", { body, bearer: by.bearer }));
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string };
}

const update = (body: Record<string, unknown>, by = admin) =>
  updateInvoiceRoute(apiRequest("/api/invoice/updateInvoice", { method: "PUT", body, bearer: by.bearer }));

async function updated(body: Record<string, unknown>, by = admin) {
  const response = await update(body, by);
  expect(response.status).toBe(200);
}

async function emailed(id: string) {
  const response = await sendEmailRoute(apiRequest("/api/invoice/sendEmail", { body: { id }, bearer: admin.bearer }));
  expect(response.status).toBe(200);
}

describe("GET /api/invoice/history", () => {
  it("tells the office each thing done to an invoice, oldest first, by whom", async () => {
    const { id } = await create(invoiceBody(client.id, { notes: "First visit" }));
    await updated({
      id,
      dueDate: dayFromToday(40).toISOString().slice(0, 10),
      notes: "First visit of the contract",
      items: [{ description: "Office clean", service: "Office Cleaning", quantity: 3, unitPriceCents: 5000 }],
    });
    await emailed(id);
    await emailed(id);
    await updated({ id, autoRemind: false });
    await updated({ id, status: 2, paidAt: dayFromToday(0).toISOString().slice(0, 10) });
    await updated({ id, status: 1 }, superAdmin);

    const email = client.email;
    expect(await summary(id)).toEqual([
      { type: "created", data: { status: 0 } },
      { type: "edited", data: { fields: ["dueDate", "items", "notes"] } },
      { type: "emailed", data: { email, locale: "en", issued: true } },
      { type: "emailed", data: { email, locale: "en", issued: false } },
      { type: "autoRemind", data: { on: false } },
      { type: "status", data: { from: 1, to: 2, paidAt: dayFromToday(0).toISOString() } },
      { type: "status", data: { from: 2, to: 1 } },
    ]);
    const items = await itemsOf(id);
    expect(items.map((item) => item.actor?.name)).toEqual([...Array(6).fill(admin.name), superAdmin.name]);
    const instants = items.map((item) => Date.parse(item.at));
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
  });

  it("records an invoice created as sent, marked sent, returned to draft and its notes changed while paid", async () => {
    const { id } = await create(invoiceBody(client.id, { status: 1 }));
    await updated({ id, status: 0 });
    await updated({ id, status: 1, autoRemind: true });
    await updated({ id, status: 2 });
    await updated({ id, notes: "Paid by bank transfer" });
    expect(await summary(id)).toEqual([
      { type: "created", data: { status: 1 } },
      { type: "status", data: { from: 1, to: 0 } },
      { type: "status", data: { from: 0, to: 1 } },
      { type: "status", data: { from: 1, to: 2, paidAt: dayFromToday(0).toISOString() } },
      { type: "edited", data: { fields: ["notes"] } },
    ]);
  });

  it("records nothing for an update that changes nothing, or one refused", async () => {
    const { id } = await create(invoiceBody(client.id, { status: 1, notes: "As agreed" }));
    const invoice = await db.invoice.findUniqueOrThrow({ where: { id } });
    // The whole invoice sent back as read: no change.
    await updated({
      id,
      status: 1,
      notes: "As agreed",
      autoRemind: true,
      dueDate: invoice.dueDate.toISOString().slice(0, 10),
      items: [{ description: "Office clean", service: "Office Cleaning", quantity: 2, unitPriceCents: 5000 }],
    });
    await updated({ id, status: 2 });
    // A paid invoice's amounts cannot change: refused, and nothing recorded.
    expect((await update({ id, discountCents: 500, notes: "Discount" })).status).toBe(409);
    // Reopening a paid invoice is the Super Administrator's.
    expect((await update({ id, status: 1 })).status).toBe(403);
    expect((await summary(id)).map((item) => item.type)).toEqual(["created", "status"]);
  });

  it("tells a reminder the office sent from one the server sent by itself", async () => {
    const days = [7, 21, 35];
    const seeded = await seedInvoice({
      clientId: client.id,
      status: 1,
      issueDate: dayFromToday(-40),
      dueDate: dayFromToday(-10),
    });
    // The office reminds the late client by hand today…
    await emailed(seeded.id);
    // …and the schedule's second reminder goes by itself on its day.
    const invoice = await db.invoice.findUniqueOrThrow({ where: { id: seeded.id } });
    const second = nextAutoReminderDay(invoice, dayFromToday(0), days)!;
    expect(second.getTime()).toBeGreaterThanOrEqual(dayFromToday(11).getTime());
    expect(await sendDueReminders(new Date(second.getTime() + 11 * 3_600_000), days)).toBe(1);

    const items = await itemsOf(seeded.id);
    const email = client.email;
    expect(items.map(({ type, data, actor }) => ({ type, data, actor: actor?.name ?? null }))).toEqual([
      // Older than its history (written straight to the database): created, from its creation date.
      { type: "created", data: null, actor: null },
      { type: "reminded", data: { email, locale: "en", count: 1, automatic: false }, actor: admin.name },
      { type: "reminded", data: { email, locale: "en", count: 2, automatic: true }, actor: null },
    ]);
    expect(items[0]!.id).toBe(`created:${seeded.id}`);
    expect(items[0]!.at).toBe(seeded.createdAt.toISOString());
  });

  it("names the invoice a copy was made from, and refuses a copy of an unknown one", async () => {
    const original = await create(invoiceBody(client.id, { status: 1 }));
    const stored = await db.invoice.findUniqueOrThrow({ where: { id: original.id } });
    const { id } = await create(invoiceBody(client.id, { copyOf: original.id }));
    expect(await summary(id)).toEqual([
      { type: "created", data: { status: 0, copyOf: { id: original.id, invoiceNumber: stored.invoiceNumber } } },
    ]);

    const before = await db.invoice.count();
    const body = invoiceBody(client.id, { copyOf: "9f1c7a52-1b6e-4d7a-9a57-1f0e0c3b2d11" });
    const refused = await createInvoiceRoute(apiRequest("/api/invoice/createinvoice", { body, bearer: admin.bearer }));
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual({ copyOf: expect.any(String) });
    expect(await db.invoice.count()).toBe(before);
  });

  it("keeps an event's actor gone as unknown once that user is deleted", async () => {
    const temporary = await person("Administrator", "Orla");
    const { id } = await create(invoiceBody(client.id), temporary);
    await db.session.deleteMany({ where: { userId: temporary.id } });
    await db.user.delete({ where: { id: temporary.id } });
    const [created] = await itemsOf(id);
    expect(created).toMatchObject({ type: "created", actor: null, data: { status: 0 } });
  });

  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
  ] as const)("answers %s with %i", async (role, status) => {
    const { id } = await create(invoiceBody(client.id, { status: 1 }));
    const bearer = role ? await tokenFor(await createUser({ role })) : undefined;
    expect((await history(id, bearer)).status).toBe(status);
  });

  it("refuses the invoice's own client: the history is the office's", async () => {
    const { id } = await create(invoiceBody(client.id, { status: 1 }));
    expect((await history(id, await tokenFor(client))).status).toBe(403);
  });

  it("answers 404 for an unknown invoice and 400 naming id for a bad one", async () => {
    expect((await history("9f1c7a52-1b6e-4d7a-9a57-1f0e0c3b2d11", admin.bearer)).status).toBe(404);
    const bad = await history("not-an-id", admin.bearer);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ "query.id": expect.any(String) });
  });

  it("forgets an invoice's history with the invoice", async () => {
    const { id } = await create(invoiceBody(client.id));
    expect(await db.invoiceEvent.count({ where: { invoiceId: id } })).toBe(1);
    await db.invoice.delete({ where: { id } });
    expect(await db.invoiceEvent.count({ where: { invoiceId: id } })).toBe(0);
  });
});
