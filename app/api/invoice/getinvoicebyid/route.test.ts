import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { createUser, tokenFor } from "@/tests/helpers";
import { bearerFor, createClient, createCompany, dayFromToday, seedInvoice } from "@/tests/fixtures/invoices";
import { apiRequest } from "@/tests/helpers";
import { PUT as updateInvoice } from "@/app/api/invoice/updateinvoice/route";
import { GET as getInvoiceById } from "./route";

let client: Awaited<ReturnType<typeof createClient>>;
let invoiceId: string;

beforeAll(async () => {
  client = await createClient();
  invoiceId = (await seedInvoice({ clientId: client.id, status: 1, dueDate: dayFromToday(-3), notes: "Thank you" })).id;
});

const get = (id: string, bearer: string | undefined) =>
  getInvoiceById(apiRequest(`/api/invoice/getInvoiceById?id=${id}&timestamp=1700000000000`, { bearer }));

describe("GET /api/invoice/getInvoiceById", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 404], // another client's invoice does not exist for them
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role, status) => {
    expect((await get(invoiceId, await bearerFor(role))).status).toBe(status);
  });

  it("answers the client's own invoice as the list does: items, totals in cents, the effective status", async () => {
    const response = await get(invoiceId, await tokenFor(client));
    expect(response.status).toBe(200);
    const invoice = await response.json();
    expect(invoice).toMatchObject({
      id: invoiceId,
      status: 3, // pending and past its due day: overdue
      notes: "Thank you",
      subTotalCents: 10_000,
      totalCents: 11_350,
      items: [{ description: "Deep clean", quantity: 2, unitPriceCents: 5000, totalCents: 10_000, vatRateBp: 1350 }],
      vatBreakdown: [{ rateBp: 1350, netCents: 10_000, vatCents: 1350 }],
      sentAt: null,
      paidAt: null,
    });
  });

  it("answers an invoice saved before per-line VAT as stored: shipping untaxed, left out of the breakdown", async () => {
    const legacy = await seedInvoice({ clientId: client.id });
    await db.invoice.update({ where: { id: legacy.id }, data: { shippingCents: 500, totalCents: 11_850 } });
    const invoice = await (await get(legacy.id, await bearerFor("Administrator"))).json();
    expect(invoice).toMatchObject({ shippingCents: 500, taxCents: 1350, totalCents: 11_850 });
    expect(invoice.vatBreakdown).toEqual([{ rateBp: 1350, netCents: 10_000, vatCents: 1350 }]);
  });

  it("answers 404 for an unknown invoice and 400 naming a malformed id", async () => {
    const admin = await bearerFor("Administrator");
    expect((await get(randomUUID(), admin)).status).toBe(404);
    const bad = await get("INV-1", admin);
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields)).toEqual(["query.id"]);
  });

  it("names where the invoice is addressed: the company's address and VAT number, else the client's address", async () => {
    const admin = await bearerFor("Administrator");
    const person = await createClient();
    await db.user.update({ where: { id: person.id }, data: { address: "14 Griffith Avenue\nDrumcondra, Dublin 9" } });
    const own = await seedInvoice({ clientId: person.id });
    expect((await (await get(own.id, admin)).json()).billTo).toEqual({
      name: `${person.firstName} ${person.lastName}`,
      email: person.email,
      companyName: null,
      address: ["14 Griffith Avenue", "Drumcondra, Dublin 9", "Ireland"],
      vatNumber: null,
    });

    const company = await createCompany();
    await db.company.update({
      where: { id: company.id },
      data: { address: "Unit 4, Harbour Business Park", county: "Cork", eircode: "T12 F8D3", vatNumber: "IE1234567T" },
    });
    const billed = await seedInvoice({ clientId: person.id, companyId: company.id });
    const invoice = await (await get(billed.id, admin)).json();
    expect(invoice.billTo).toMatchObject({
      companyName: company.name,
      address: ["Unit 4, Harbour Business Park", "Cork", "T12 F8D3"],
      vatNumber: "IE1234567T",
    });
    // The company as before: its id and name, not its details.
    expect(invoice.company).toEqual({ id: company.id, name: company.name });
  });

  it("keeps the party a sent invoice went to, whatever the records say later; a draft follows them", async () => {
    const admin = await bearerFor("Administrator");
    const person = await createClient();
    await db.user.update({ where: { id: person.id }, data: { address: "3 Quay Street, Galway" } });
    const draft = await seedInvoice({ clientId: person.id });
    const sent = await updateInvoice(
      apiRequest("/api/invoice/updateInvoice", { method: "PUT", body: { id: draft.id, status: 1 }, bearer: admin }),
    );
    expect(sent.status).toBe(200);
    // The client moves and changes their name after receiving it.
    await db.user.update({ where: { id: person.id }, data: { address: "9 New Road, Sligo", lastName: "Renamed" } });
    const kept = (await (await get(draft.id, admin)).json()).billTo;
    expect(kept).toMatchObject({
      name: `${person.firstName} ${person.lastName}`,
      address: ["3 Quay Street, Galway", "Ireland"],
    });
    // Its notes changed: not a new issue, the party stays as sent.
    await updateInvoice(
      apiRequest("/api/invoice/updateInvoice", {
        method: "PUT",
        body: { id: draft.id, notes: "Thanks" },
        bearer: admin,
      }),
    );
    expect((await (await get(draft.id, admin)).json()).billTo).toEqual(kept);
    // Recalled to draft, it follows the records again.
    await updateInvoice(
      apiRequest("/api/invoice/updateInvoice", { method: "PUT", body: { id: draft.id, status: 0 }, bearer: admin }),
    );
    expect((await (await get(draft.id, admin)).json()).billTo).toMatchObject({
      name: `${person.firstName} Renamed`,
      address: ["9 New Road, Sligo", "Ireland"],
    });
  });

  it("answers 404 to the client for their draft, which the office reads", async () => {
    const draft = await seedInvoice({ clientId: client.id, status: 0 });
    expect((await get(draft.id, await tokenFor(client))).status).toBe(404);
    expect((await get(draft.id, await bearerFor("Administrator"))).status).toBe(200);
    // Sent, the client reads it.
    await db.invoice.update({ where: { id: draft.id }, data: { status: 1 } });
    expect((await get(draft.id, await tokenFor(client))).status).toBe(200);
  });

  it("a client with no invoices reads none", async () => {
    const stranger = await createUser({ role: "Client" });
    expect((await get(invoiceId, await tokenFor(stranger))).status).toBe(404);
  });
});
