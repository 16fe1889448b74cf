import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { processOutbox } from "@/lib/server/mail/outbox";
import ar from "@/messages/ar.json";
import fr from "@/messages/fr.json";
import { bearerFor, createClient, invoiceSnapshot, seedInvoice } from "@/tests/fixtures/invoices";
import { apiRequest, tokenFor } from "@/tests/helpers";
import { pdfTextItems } from "@/tests/pdf";
import { mailFilesTo } from "@/tests/smtp";
import { POST as sendEmail } from "./route";

let admin: string | undefined;
let client: Awaited<ReturnType<typeof createClient>>;

beforeAll(async () => {
  admin = await bearerFor("Administrator");
  client = await createClient();
  // The client reads French: the mail and its PDF are in French.
  await db.user.update({ where: { id: client.id }, data: { firstName: "Aoife", locale: "fr" } });
});
beforeEach(async () => {
  await db.outboxMail.deleteMany();
});

const send = (body: unknown, bearer: string | undefined) =>
  sendEmail(apiRequest("/api/invoice/sendEmail", { body, bearer }));

// The PDF attached to the mails written to MAIL_DIR for this address: its part's headers and bytes.
function pdfAttachmentsTo(to: string) {
  const dir = process.env.MAIL_DIR!;
  return fs
    .readdirSync(dir)
    .filter((name) => name.includes(`-${to}-`))
    .map((name) => {
      const eml = fs.readFileSync(path.join(dir, name), "utf8").replace(/\r\n/g, "\n");
      const part = eml.split(/\n--/).find((section) => /Content-Type: application\/pdf/i.test(section));
      if (!part) return undefined;
      const [headers, body] = part.split(/\n\n(.*)/s);
      return { headers: headers!, bytes: new Uint8Array(Buffer.from(body!.replace(/\s+/g, ""), "base64")) };
    });
}

describe("POST /api/invoice/sendEmail", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
  ] as const)("as %s → %i, nothing sent or changed", async (role, status) => {
    const draft = await seedInvoice({ clientId: client.id, status: 0 });
    const before = await invoiceSnapshot();
    expect((await send({ id: draft.id }, await bearerFor(role))).status).toBe(status);
    expect(await invoiceSnapshot()).toEqual(before);
    expect(await db.outboxMail.count()).toBe(0);
  });

  it("refuses the invoice's own client too: only the office sends", async () => {
    const own = await seedInvoice({ clientId: client.id, status: 1 });
    expect((await send({ id: own.id }, await tokenFor(client))).status).toBe(403);
  });

  it("answers 404 for an unknown invoice and 400 for a bad body", async () => {
    expect((await send({ id: randomUUID() }, admin)).status).toBe(404);
    const bad = await send({ id: "INV-1", locale: "de" }, admin);
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(["id", "locale"]);
    expect(await db.outboxMail.count()).toBe(0);
  });

  it("refuses an invoice for €0.00 (a draft whose prices were never filled in), and changes nothing", async () => {
    const empty = await seedInvoice({ clientId: client.id, status: 0, totalCents: 0 });
    const before = await invoiceSnapshot();
    const response = await send({ id: empty.id }, admin);
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(
      "This invoice comes to €0.00: give its lines their prices before sending it.",
    );
    // In the caller's language.
    const french = await sendEmail(
      apiRequest("/api/invoice/sendEmail", {
        body: { id: empty.id },
        bearer: admin,
        headers: { "accept-language": "fr" },
      }),
    );
    expect((await french.json()).error.message).toBe(fr.Validation.invoiceNothingToSend);
    expect(await invoiceSnapshot()).toEqual(before);
    expect(await db.outboxMail.count()).toBe(0);
  });

  it("sends a draft: it becomes pending and a mail in the client's language goes out with the PDF", async () => {
    const draft = await seedInvoice({
      clientId: client.id,
      status: 0,
      invoiceNumber: `INV-2026-${randomUUID().slice(0, 4)}`,
    });
    const response = await send({ id: draft.id }, admin);
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer.invoice).toMatchObject({ id: draft.id, status: 1 });
    const sent = await db.invoice.findUniqueOrThrow({ where: { id: draft.id } });
    expect(sent.status).toBe(1);
    expect(sent.sentAt).toBeInstanceOf(Date);

    // Queued in French, the PDF kept as a reference to make at send time.
    const queued = await db.outboxMail.findUniqueOrThrow({ where: { id: answer.mailId } });
    expect(queued).toMatchObject({ kind: "invoice", toAddress: client.email, locale: "fr", status: "queued" });
    expect(queued.subject).toBe(`Facture ${draft.invoiceNumber} de Emerald Clean`);
    expect(queued.text).toContain("Bonjour Aoife,");
    expect(queued.text).toContain("113,50");
    expect(JSON.parse(queued.attachments!)).toEqual([
      {
        kind: "invoicePdf",
        invoiceId: draft.id,
        locale: "fr",
        filename: `${draft.invoiceNumber}.pdf`,
        contentType: "application/pdf",
      },
    ]);

    // What the transport receives: the mail, with the invoice's PDF in French attached.
    expect((await processOutbox()).sent).toBe(1);
    const [eml] = await mailFilesTo(client.email);
    expect(eml).toContain(`Facture ${draft.invoiceNumber}`);
    const [attachment] = pdfAttachmentsTo(client.email);
    expect(attachment?.headers).toMatch(new RegExp(`filename="?${draft.invoiceNumber}\\.pdf`));
    const items = await pdfTextItems(attachment!.bytes);
    expect(items).toContain(fr.InvoicePdf.total);
    expect(items.join(" ")).toContain(draft.invoiceNumber);
    expect(items.join(" ")).toContain("113,50");
  });

  it("sends a paid invoice again in the language asked for, without changing it", async () => {
    const paid = await seedInvoice({ clientId: client.id, status: 2 });
    const before = await db.invoice.findUniqueOrThrow({ where: { id: paid.id } });
    const response = await send({ id: paid.id, locale: "ar" }, admin);
    expect(response.status).toBe(200);
    expect((await response.json()).invoice.status).toBe(2);
    expect(await db.invoice.findUniqueOrThrow({ where: { id: paid.id } })).toEqual(before);
    const queued = await db.outboxMail.findFirstOrThrow({ where: { toAddress: client.email } });
    expect(queued.locale).toBe("ar");
    expect(queued.subject).toBe(`الفاتورة ${paid.invoiceNumber} من Emerald Clean`);
    expect(queued.text).toContain(ar.Email.invoicePaidCopy);
    expect(queued.html).toContain('dir="rtl"');
    expect(JSON.parse(queued.attachments!)[0]).toMatchObject({ kind: "invoicePdf", locale: "ar" });
  });

  it("leaves a pending invoice pending", async () => {
    const pending = await seedInvoice({ clientId: client.id, status: 1 });
    expect((await send({ id: pending.id }, admin)).status).toBe(200);
    expect(await db.invoice.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({
      status: 1,
      reminderCount: 0,
      remindedAt: null,
    });
    expect(await db.outboxMail.findFirstOrThrow()).toMatchObject({ kind: "invoice" });
  });
});

describe("POST /api/invoice/sendEmail on an overdue invoice: a payment reminder", () => {
  const daysAgo = (days: number) => {
    const day = new Date();
    day.setUTCHours(0, 0, 0, 0);
    return new Date(day.getTime() - days * 86_400_000);
  };

  it.each([
    ["pending, past its due day", 1],
    ["marked overdue", 3],
  ] as const)("an invoice %s is sent as a reminder, with the PDF, and counted", async (_, status) => {
    const late = await seedInvoice({ clientId: client.id, status, dueDate: daysAgo(10) });
    const response = await send({ id: late.id }, admin);
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer.invoice).toMatchObject({ status: 3, reminderCount: 1 });
    const stored = await db.invoice.findUniqueOrThrow({ where: { id: late.id } });
    // The stored status stays as it was: overdue is read from the due day.
    expect(stored).toMatchObject({ status, reminderCount: 1 });
    expect(stored.remindedAt).toBeInstanceOf(Date);
    expect(answer.invoice.remindedAt).toBe(stored.remindedAt!.toISOString());

    const queued = await db.outboxMail.findUniqueOrThrow({ where: { id: answer.mailId } });
    expect(queued).toMatchObject({ kind: "invoice-reminder", toAddress: client.email, locale: "fr" });
    expect(queued.subject).toBe(`Rappel : la facture ${late.invoiceNumber} de Emerald Clean est en retard de paiement`);
    expect(queued.text).toContain("Bonjour Aoife,");
    expect(queued.text).toContain(`Notre facture ${late.invoiceNumber}, d’un montant de 113,50`);
    expect(queued.text).toContain(fr.Email.reminderAlreadyPaid);
    expect(queued.text).not.toContain(fr.Email.invoiceIntro.slice(0, 20));
    expect(JSON.parse(queued.attachments!)[0]).toMatchObject({ kind: "invoicePdf", invoiceId: late.id, locale: "fr" });

    // A second reminder counts too.
    const again = await (await send({ id: late.id }, admin)).json();
    expect(again.invoice.reminderCount).toBe(2);
    expect(await db.outboxMail.count({ where: { kind: "invoice-reminder" } })).toBe(2);
  });

  it("sends a draft past its due day as the invoice, not a reminder: it is its first sending", async () => {
    const draft = await seedInvoice({ clientId: client.id, status: 0, issueDate: daysAgo(40), dueDate: daysAgo(10) });
    const response = await send({ id: draft.id }, admin);
    expect(response.status).toBe(200);
    const queued = await db.outboxMail.findFirstOrThrow({ where: { toAddress: client.email } });
    expect(queued.kind).toBe("invoice");
    expect(await db.invoice.findUniqueOrThrow({ where: { id: draft.id } })).toMatchObject({
      reminderCount: 0,
      remindedAt: null,
    });
  });
});
