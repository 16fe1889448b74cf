import { describe, expect, it } from "vitest";
import { publicUrl } from "@/lib/api/origin";
import { INVOICE_STATUS, JOB_STAGE } from "@/lib/content/statuses";
import { getEnv } from "@/lib/env";
import { addDays, dublinDayStart, dublinMonday } from "@/lib/i18n/dublin-time";
import { db } from "@/lib/server/db";
import { createEnquiryRecord } from "@/tests/fixtures/enquiries";
import { createFranchiseRecord } from "@/tests/fixtures/franchises";
import { seedInvoice } from "@/tests/fixtures/invoices";
import { HOUR, createClockRecord, createJob, createPerson, createTimesheet } from "@/tests/fixtures/scheduling";
import { sendOfficeDigest } from "./office-digest";

// The office's Monday digest on a database of its own (each test file has
// one): due from Monday 07:00 in Ireland, made once a week, mailed to the
// office only when something waits, one line per thing with its list's link.

// Monday `weeks` weeks after this week's, at `hours` past midnight in Dublin.
const monday = (weeks: number, hours: number) =>
  new Date(dublinDayStart(addDays(dublinMonday(new Date()), 7 * weeks)).getTime() + hours * HOUR);

const digests = () => db.outboxMail.findMany({ where: { kind: "office-digest" }, orderBy: { createdAt: "asc" } });

describe("the office's Monday digest", () => {
  it("is not due before 07:00 on Monday in Ireland, summer time included", async () => {
    expect(await sendOfficeDigest(monday(10, 6.99))).toBe("early");
    expect(await sendOfficeDigest(monday(10, 0.5))).toBe("early");
    // 1 July 2030 is a Monday: 06:30 UTC is 07:30 in Dublin (IST), so it is due.
    expect(await sendOfficeDigest(new Date("2030-07-01T05:59:00Z"))).toBe("early");
    expect(await sendOfficeDigest(new Date("2030-07-01T06:30:00Z"))).toBe("nothing");
    // An office that wants it at 00:00 (OFFICE_DIGEST_HOUR=0) has it due all week.
    expect(await sendOfficeDigest(monday(11, 0.5), 0)).toBe("nothing");
    expect(await db.officeDigest.count()).toBe(2);
  });

  it("sends nothing in a week when nothing waits, and is made once that week", async () => {
    expect(await sendOfficeDigest(monday(20, 7))).toBe("nothing");
    // Later that week (a server back after a restart) it is done already.
    expect(await sendOfficeDigest(monday(20, 50))).toBe("done");
    const row = await db.officeDigest.findUniqueOrThrow({ where: { weekStart: monday(20, 0) } });
    expect(row.mailed).toBe(false);
    expect(JSON.parse(row.figures)).toMatchObject({ clockRequests: { count: 0 }, newEnquiries: 0 });
    expect(await digests()).toEqual([]);
  });

  it("lists what waits for the office, each line linking to its list, in one e-mail to the office", async () => {
    const now = monday(1, 9);
    const cleaner = await createPerson("Cleaner", { firstName: "Aoife", lastName: "Byrne" });
    const other = await createPerson("Cleaner", { firstName: "Ciarán", lastName: "Walsh" });
    const client = await createPerson("Client");
    // A correction request waits; Aoife is still clocked in from 20 hours before the digest.
    const record = await createClockRecord({
      userId: cleaner.id,
      clockInAt: new Date(Date.now() - 30 * HOUR),
      clockOutAt: new Date(Date.now() - 26 * HOUR),
    });
    await db.clockCorrectionRequest.create({
      data: { recordId: record.id, userId: cleaner.id, reason: "Left later", pendingFor: record.id },
    });
    await createClockRecord({ userId: cleaner.id, clockInAt: new Date(now.getTime() - 20 * HOUR) });
    // Two submitted timesheets, one of whose periods holds the waiting request.
    await createTimesheet({
      userId: cleaner.id,
      periodStart: new Date(Date.now() - 3 * 24 * HOUR),
      periodEnd: new Date(Date.now() + 24 * HOUR),
      status: "submitted",
    });
    await createTimesheet({
      userId: other.id,
      periodStart: new Date(Date.now() - 3 * 24 * HOUR),
      periodEnd: new Date(Date.now() + 24 * HOUR),
      status: "submitted",
    });
    await createTimesheet({
      userId: other.id,
      periodStart: new Date(Date.now() - 10 * 24 * HOUR),
      periodEnd: new Date(Date.now() - 3 * 24 * HOUR),
      status: "approved",
    });
    // A visit on Wednesday with no cleaner; one with a cleaner, and one a fortnight away, do not count.
    await createJob({ clientId: client.id, scheduledAt: new Date(now.getTime() + 48 * HOUR) });
    await createJob({ clientId: client.id, assigneeId: other.id, scheduledAt: new Date(now.getTime() + 48 * HOUR) });
    await createJob({ clientId: client.id, scheduledAt: new Date(now.getTime() + 14 * 24 * HOUR) });
    // A completed visit not invoiced; an overdue invoice of €113.50; a new enquiry and franchise request.
    const done = await createJob({ clientId: client.id, assigneeId: other.id });
    await db.job.update({ where: { id: done.id }, data: { stage: JOB_STAGE.Completed } });
    const overdue = await seedInvoice({
      clientId: client.id,
      status: INVOICE_STATUS.pending,
      dueDate: new Date(now.getTime() - 5 * 24 * HOUR),
    });
    // Its automatic reminders turned off by the office.
    await db.invoice.update({ where: { id: overdue.id }, data: { autoRemind: false } });
    await createEnquiryRecord();
    await createFranchiseRecord();

    expect(await sendOfficeDigest(now)).toBe("sent");
    expect(await sendOfficeDigest(new Date(now.getTime() + HOUR))).toBe("done");
    const [mail, ...others] = await digests();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ toAddress: getEnv().OFFICE_EMAIL, locale: "en" });
    expect(mail!.subject).toMatch(/^What waits for the office: week of \d+ \w+ \d{4}$/);
    const text = mail!.text!;
    expect(text).toContain("Clock corrections to decide: 1, the oldest asked on");
    expect(text).toContain(publicUrl("/dashboard/clocking/requests").toString());
    expect(text).toContain("Still clocked in after 12 hours: 1 (Aoife Byrne)\n");
    expect(text).toContain("/dashboard/clocking?forgotten=1");
    expect(text).toContain("Timesheets to approve: 2, of which 1 wait for a correction to be decided");
    expect(text).toContain("Visits of the coming 7 days with no cleaner: 1");
    expect(text).toContain("/dashboard/job/list?assigneeId=none&from=");
    expect(text).toContain("Overdue invoices: 1, €113.50 in all; 1 not yet reminded\n");
    expect(text).toContain("Overdue invoices with automatic reminders turned off: 1\n");
    expect(text).toContain(`/dashboard/invoice/list?status=${INVOICE_STATUS.overdue}`);
    expect(text).toContain("Completed visits not invoiced: 1");
    expect(text).toContain("New enquiries not yet contacted: 1");
    expect(text).toContain("New franchise enquiries not yet contacted: 1");
    expect(mail!.html).toContain('<a href="http://');
  });

  it("leaves out what does not wait, and is made once when two instances try at once", async () => {
    // Nothing of the lines above changed but the week: the same figures, and
    // two server processes check at the same moment.
    const now = monday(2, 7.5);
    await db.clockCorrectionRequest.updateMany({ data: { status: "withdrawn", pendingFor: null } });
    // The overdue invoice was chased since, and its automatic reminders are back on.
    await db.invoice.updateMany({ data: { reminderCount: 1, remindedAt: new Date(), autoRemind: true } });
    const runs = await Promise.all([sendOfficeDigest(now), sendOfficeDigest(now)]);
    expect(runs.sort()).toEqual(["done", "sent"]);
    const mails = await digests();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).not.toContain("Clock corrections to decide");
    expect(mails[1]!.text).toContain("Timesheets to approve: 2\n");
    expect(mails[1]!.text).toContain("Overdue invoices: 1, €113.50 in all\n");
    expect(mails[1]!.text).not.toContain("automatic reminders");
  });

  it("sends its own copy, in their language, to each active administrator who asked for it", async () => {
    const wants = async (
      role: "Administrator" | "SuperAdministrator" | "Cleaner",
      locale: string,
      status = "active",
    ) => {
      const person = await createPerson(role, { firstName: `${role}-${locale}`, status: status as never });
      await db.user.update({ where: { id: person.id }, data: { weeklyDigest: true, locale } });
      return person;
    };
    const french = await wants("Administrator", "fr");
    const arabic = await wants("SuperAdministrator", "ar");
    // Not to a banned administrator, nor to a cleaner (a role since changed),
    // nor to an administrator who did not ask.
    await wants("Administrator", "vi", "banned");
    await wants("Cleaner", "cn");
    await createPerson("Administrator");

    // The timesheets of the tests above still wait.
    expect(await sendOfficeDigest(monday(3, 8))).toBe("sent");
    const copies = await db.outboxMail.findMany({ where: { kind: "office-digest-copy" }, orderBy: { locale: "asc" } });
    expect(copies.map((mail) => [mail.toAddress, mail.locale])).toEqual([
      [arabic.email, "ar"],
      [french.email, "fr"],
    ]);
    const [inArabic, inFrench] = copies;
    expect(inFrench!.subject).toMatch(/^Ce qui attend le bureau : semaine du /);
    expect(inFrench!.text).toMatch(/^Bonjour Administrator-fr,\n/);
    expect(inFrench!.text).toContain("Feuilles de temps à approuver");
    expect(inFrench!.text).toContain(publicUrl("/fr/dashboard/timesheet?status=submitted").toString());
    expect(inFrench!.text).toContain("parce que vous l'avez demandée dans votre profil");
    // The profile where it is unticked, linked in their language.
    expect(inFrench!.text).toContain(`pour ne plus la recevoir.\n${publicUrl("/fr/dashboard/user/profile")}`);
    // The office's own digest has no such line: it is not anyone's wish.
    expect((await digests()).at(-1)!.text).not.toContain("/dashboard/user/profile");
    expect(inArabic!.html).toContain('dir="rtl"');
    expect(inArabic!.text).toContain(publicUrl("/ar/dashboard/app").toString());
    // The office's mailbox has its own, in English, as before.
    expect((await digests()).at(-1)).toMatchObject({ toAddress: getEnv().OFFICE_EMAIL, locale: "en" });
  });
});
