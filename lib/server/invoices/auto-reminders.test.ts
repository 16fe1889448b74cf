import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import fr from "@/messages/fr.json";
import { createClient, seedInvoice } from "@/tests/fixtures/invoices";
import { sendDueReminders } from "./auto-reminders";
import { nextAutoReminderDay } from "./reminder-schedule";

const DAYS = [7, 21, 35];
// Wednesday 9 December 2026, 10:00 in Ireland (UTC in winter).
const NOW = new Date("2026-12-09T10:00:00Z");
const day = (text: string) => new Date(`${text}T00:00:00.000Z`);
const TODAY = day("2026-12-09");
// A day `n` days before NOW's, as invoices store days.
const daysBefore = (n: number) => new Date(TODAY.getTime() - n * 86_400_000);

let client: Awaited<ReturnType<typeof createClient>>;

beforeAll(async () => {
  client = await createClient();
  await db.user.update({ where: { id: client.id }, data: { firstName: "Aoife", locale: "fr" } });
});
beforeEach(async () => {
  await db.invoice.deleteMany();
  await db.outboxMail.deleteMany();
});

const late = (days: number, extra: { status?: number; totalCents?: number } = {}) =>
  seedInvoice({
    clientId: client.id,
    status: 1,
    issueDate: daysBefore(days + 30),
    dueDate: daysBefore(days),
    ...extra,
  });
const stored = (id: string) => db.invoice.findUniqueOrThrow({ where: { id } });

describe("nextAutoReminderDay", () => {
  const open = { status: 1, totalCents: 11_350, autoRemind: true, reminderCount: 0, remindedAt: null };

  it("is the schedule's day after the due day, moved off a weekend to the Monday", () => {
    // Due Wednesday 2 December: 7 days on is Wednesday 9 December.
    expect(nextAutoReminderDay({ ...open, dueDate: day("2026-12-02") }, day("2026-11-27"), DAYS)).toEqual(
      day("2026-12-09"),
    );
    // Due Sunday 15 November: 7 days on is Sunday 22 November, so Monday 23.
    expect(nextAutoReminderDay({ ...open, dueDate: day("2026-11-15") }, day("2026-11-01"), DAYS)).toEqual(
      day("2026-11-23"),
    );
  });

  it("waits past an Irish public holiday as past a weekend", () => {
    // Due Friday 18 December: 7 days on is Christmas Day; then the weekend and
    // Monday 28 (St Stephen's Day, a Saturday, taken then): Tuesday 29.
    expect(nextAutoReminderDay({ ...open, dueDate: day("2026-12-18") }, day("2026-12-01"), DAYS)).toEqual(
      day("2026-12-29"),
    );
    // St Patrick's Day, a Tuesday: the Wednesday.
    expect(nextAutoReminderDay({ ...open, dueDate: day("2026-03-10") }, day("2026-03-01"), DAYS)).toEqual(
      day("2026-03-18"),
    );
  });

  it("is today when the day is already past, and follows how many reminders went, by hand or not", () => {
    const dueDate = day("2026-11-01");
    expect(nextAutoReminderDay({ ...open, dueDate }, TODAY, DAYS)).toEqual(TODAY);
    // One reminder went on 10 November: the second is 21 days after the due day.
    const once = { ...open, dueDate, reminderCount: 1, remindedAt: new Date("2026-11-10T09:00:00Z") };
    expect(nextAutoReminderDay(once, day("2026-11-12"), DAYS)).toEqual(day("2026-11-23"));
  });

  it("waits a week after the last reminder, whoever sent it", () => {
    // 22 days late, but the office reminded the client by hand two days ago (Monday 7 December).
    const invoice = {
      ...open,
      dueDate: daysBefore(22),
      reminderCount: 1,
      remindedAt: new Date("2026-12-07T15:30:00Z"),
    };
    expect(nextAutoReminderDay(invoice, TODAY, DAYS)).toEqual(day("2026-12-14"));
  });

  it("is none for a paid or draft invoice, one turned off, one for nothing, or once the schedule is done", () => {
    const dueDate = daysBefore(10);
    expect(nextAutoReminderDay({ ...open, dueDate, status: 2 }, TODAY, DAYS)).toBeNull();
    expect(nextAutoReminderDay({ ...open, dueDate, status: 0 }, TODAY, DAYS)).toBeNull();
    expect(nextAutoReminderDay({ ...open, dueDate, autoRemind: false }, TODAY, DAYS)).toBeNull();
    expect(nextAutoReminderDay({ ...open, dueDate, totalCents: 0 }, TODAY, DAYS)).toBeNull();
    expect(nextAutoReminderDay({ ...open, dueDate, reminderCount: 3 }, TODAY, DAYS)).toBeNull();
    expect(nextAutoReminderDay({ ...open, dueDate }, TODAY, [])).toBeNull();
    // A stored 3 (older data) is unpaid too.
    expect(nextAutoReminderDay({ ...open, dueDate, status: 3 }, TODAY, DAYS)).toEqual(TODAY);
  });
});

describe("sendDueReminders", () => {
  it("reminds the invoices due, in the client's language with the PDF, and counts it on the invoice", async () => {
    const due = await late(8);
    const legacyOverdue = await late(9, { status: 3 });
    const notYet = await late(5);
    const paid = await late(20, { status: 2 });
    const draft = await late(20, { status: 0 });
    const nothingToPay = await late(20, { totalCents: 0 });
    const turnedOff = await late(20);
    await db.invoice.update({ where: { id: turnedOff.id }, data: { autoRemind: false } });
    const scheduleDone = await late(60);
    await db.invoice.update({ where: { id: scheduleDone.id }, data: { reminderCount: 3 } });
    const remindedByHand = await late(22);
    await db.invoice.update({
      where: { id: remindedByHand.id },
      data: { reminderCount: 1, remindedAt: new Date("2026-12-07T15:30:00Z") },
    });

    const untouched = [notYet, paid, draft, nothingToPay, turnedOff, scheduleDone, remindedByHand].map(({ id }) => id);
    const reminders = () =>
      db.invoice.findMany({
        where: { id: { in: untouched } },
        select: { id: true, reminderCount: true, remindedAt: true },
        orderBy: { id: "asc" },
      });
    const before = await reminders();

    expect(await sendDueReminders(NOW, DAYS)).toBe(2);

    for (const invoice of [due, legacyOverdue]) {
      expect(await stored(invoice.id)).toMatchObject({ status: invoice.status, reminderCount: 1, remindedAt: NOW });
    }
    const mails = await db.outboxMail.findMany({ orderBy: { createdAt: "asc" } });
    expect(mails.map((mail) => mail.kind)).toEqual(["invoice-reminder", "invoice-reminder"]);
    const mail = mails.find((queued) => queued.subject.includes(due.invoiceNumber))!;
    expect(mail).toMatchObject({ toAddress: client.email, locale: "fr" });
    expect(mail.subject).toBe(`Rappel : la facture ${due.invoiceNumber} de Emerald Clean est en retard de paiement`);
    expect(mail.text).toContain("Bonjour Aoife,");
    expect(mail.text).toContain(fr.Email.reminderAlreadyPaid);
    expect(JSON.parse(mail.attachments!)[0]).toMatchObject({ kind: "invoicePdf", invoiceId: due.id, locale: "fr" });

    expect(await reminders()).toEqual(before);
  });

  it("sends the next one on its day, not before, and none once the schedule is done", async () => {
    const invoice = await late(7);
    expect(await sendDueReminders(NOW, DAYS)).toBe(1);
    // Again the same morning, and a week later (14 days late): nothing.
    expect(await sendDueReminders(new Date("2026-12-09T14:00:00Z"), DAYS)).toBe(0);
    expect(await sendDueReminders(new Date("2026-12-16T10:00:00Z"), DAYS)).toBe(0);
    // 21 days late (Wednesday 23 December): the second.
    expect(await sendDueReminders(new Date("2026-12-23T10:00:00Z"), DAYS)).toBe(1);
    // 35 days late is Wednesday 6 January: the third, the last.
    expect(await sendDueReminders(new Date("2027-01-06T10:00:00Z"), DAYS)).toBe(1);
    expect(await sendDueReminders(new Date("2027-02-10T10:00:00Z"), DAYS)).toBe(0);
    expect(await stored(invoice.id)).toMatchObject({ reminderCount: 3 });
    expect(await db.outboxMail.count({ where: { kind: "invoice-reminder" } })).toBe(3);
  });

  it("sends on office days from 09:00 in Ireland only, in summer time too", async () => {
    await late(10);
    // Saturday 12 December at noon, Christmas Day, and Wednesday at 08:59.
    expect(await sendDueReminders(new Date("2026-12-12T12:00:00Z"), DAYS)).toBe(0);
    expect(await sendDueReminders(new Date("2026-12-25T12:00:00Z"), DAYS)).toBe(0);
    expect(await sendDueReminders(new Date("2026-12-09T08:59:00Z"), DAYS)).toBe(0);
    expect(await db.outboxMail.count()).toBe(0);
    expect(await sendDueReminders(new Date("2026-12-09T09:00:00Z"), DAYS)).toBe(1);

    // In July 09:00 in Ireland is 08:00 UTC.
    await seedInvoice({ clientId: client.id, status: 1, issueDate: day("2026-06-01"), dueDate: day("2026-07-01") });
    expect(await sendDueReminders(new Date("2026-07-08T07:59:00Z"), DAYS)).toBe(0);
    expect(await sendDueReminders(new Date("2026-07-08T08:00:00Z"), DAYS)).toBe(1);
  });

  it("sends nothing when the schedule is off", async () => {
    await late(30);
    expect(await sendDueReminders(NOW, [])).toBe(0);
    expect(await db.outboxMail.count()).toBe(0);
  });

  it("sends each reminder once when two instances run at the same moment", async () => {
    const invoices = await Promise.all([late(8), late(10), late(12)]);
    const counts = await Promise.all([sendDueReminders(NOW, DAYS), sendDueReminders(NOW, DAYS)]);
    expect(counts[0]! + counts[1]!).toBe(3);
    expect(await db.outboxMail.count({ where: { kind: "invoice-reminder" } })).toBe(3);
    for (const invoice of invoices) expect((await stored(invoice.id)).reminderCount).toBe(1);
  });
});
