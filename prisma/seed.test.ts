import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { INVOICE_STATUS } from "@/lib/content/statuses";
import { db } from "@/lib/server/db";
import { officeOverview } from "@/lib/server/overview/office-overview";
import { resolveUpload, segmentsOfDbPath, sniffType } from "@/lib/server/uploads/store";
import { dublinDay } from "@/lib/validation/invoices";

// The demo data (npm run db:seed), run as `prisma db seed` runs it, on this
// file's own copy of the test database (tests/setup.ts sets DATABASE_URL).
const seed = () =>
  promisify(execFile)(path.resolve("node_modules/.bin/tsx"), ["prisma/seed.mts"], { env: process.env });

const snapshot = async () => ({
  counts: await Promise.all([
    db.user.count(),
    db.job.count(),
    db.invoice.count(),
    db.invoiceItem.count(),
    db.rotaShift.count(),
    db.clockRecord.count(),
    db.timesheetEvent.count(),
    db.invoiceEvent.count(),
  ]),
  invoices: await db.invoice.findMany({
    select: { id: true, invoiceNumber: true, status: true, issueDate: true, paidAt: true, totalCents: true },
    orderBy: { invoiceNumber: "asc" },
  }),
});

let first: Awaited<ReturnType<typeof snapshot>>;
beforeAll(async () => {
  await seed();
  first = await snapshot();
}, 60_000);

describe("demo seed", () => {
  it("gives every paid invoice its day of payment: a calendar day after issue, not after today", () => {
    const today = dublinDay(new Date());
    const paid = first.invoices.filter((invoice) => invoice.status === INVOICE_STATUS.paid);
    expect(paid.length).toBeGreaterThan(0);
    for (const { invoiceNumber, issueDate, paidAt } of paid) {
      expect(paidAt, invoiceNumber).not.toBeNull();
      expect(paidAt!.toISOString(), invoiceNumber).toMatch(/T00:00:00\.000Z$/);
      expect(paidAt!.getTime(), invoiceNumber).toBeGreaterThan(issueDate.getTime());
      expect(paidAt!.getTime(), invoiceNumber).toBeLessThanOrEqual(today.getTime());
    }
    const unpaid = first.invoices.filter((invoice) => invoice.status !== INVOICE_STATUS.paid);
    expect(unpaid.map((invoice) => invoice.paidAt)).toEqual(unpaid.map(() => null));
  });

  it("shows the paid invoices' money as the overview's revenue", async () => {
    const paidCents = first.invoices
      .filter((invoice) => invoice.status === INVOICE_STATUS.paid)
      .reduce((sum, invoice) => sum + invoice.totalCents, 0);
    const { weeks } = await officeOverview(new Date());
    expect(paidCents).toBeGreaterThan(0);
    expect(weeks.reduce((sum, week) => sum + week.revenueCents, 0)).toBe(paidCents);
  });

  it("gives each invoice the history its status implies: drafted, e-mailed unless a draft, paid on its day", async () => {
    const admin = await db.user.findUniqueOrThrow({ where: { email: "admin@demo.ie" }, select: { id: true } });
    const invoices = await db.invoice.findMany({
      select: {
        invoiceNumber: true,
        status: true,
        sentAt: true,
        paidAt: true,
        client: { select: { email: true } },
        events: { select: { type: true, actorId: true, data: true, createdAt: true }, orderBy: { createdAt: "asc" } },
      },
    });
    expect(new Set(invoices.map((invoice) => invoice.status))).toEqual(new Set([0, 1, 2, 3]));
    for (const invoice of invoices) {
      const expected: { type: string; data: unknown }[] = [{ type: "created", data: { status: INVOICE_STATUS.draft } }];
      if (invoice.status !== INVOICE_STATUS.draft) {
        expected.push({ type: "emailed", data: { email: invoice.client.email, locale: "en", issued: true } });
      }
      if (invoice.status === INVOICE_STATUS.paid) {
        expected.push({ type: "status", data: { from: 1, to: 2, paidAt: invoice.paidAt!.toISOString() } });
      }
      const events = invoice.events.map(({ type, data }) => ({ type, data: JSON.parse(data!) }));
      expect(events, invoice.invoiceNumber).toEqual(expected);
      expect(invoice.events.every((event) => event.actorId === admin.id)).toBe(true);
      expect(invoice.events.every((event) => event.createdAt.getTime() <= Date.now())).toBe(true);
      // Sent when its e-mail went, as the app records it.
      expect(invoice.sentAt?.getTime() ?? null).toBe(
        invoice.events.find((event) => event.type === "emailed")?.createdAt.getTime() ?? null,
      );
    }
  });

  it("gives each timesheet the history its status implies: submitted by its cleaner, approved by the office", async () => {
    const timesheets = await db.timesheet.findMany({
      select: {
        userId: true,
        status: true,
        approvedById: true,
        periodEnd: true,
        events: { select: { action: true, byId: true, createdAt: true }, orderBy: { createdAt: "asc" } },
      },
    });
    expect(timesheets.length).toBeGreaterThan(0);
    for (const sheet of timesheets) {
      const expected = [{ action: "submitted", byId: sheet.userId }];
      if (sheet.status === "approved") expected.push({ action: "approved", byId: sheet.approvedById! });
      expect(sheet.events.map(({ action, byId }) => ({ action, byId }))).toEqual(expected);
      for (const event of sheet.events) {
        expect(event.createdAt.getTime()).toBeGreaterThan(sheet.periodEnd.getTime());
        expect(event.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      }
    }
  });

  it("gives each signed-off job a signature image the app can serve: a PNG in the upload store", async () => {
    const signatures = await db.jobSignature.findMany({ select: { jobId: true, signatureImagePath: true } });
    expect(signatures.length).toBeGreaterThan(0);
    for (const { jobId, signatureImagePath } of signatures) {
      const file = resolveUpload(segmentsOfDbPath(signatureImagePath));
      expect(file, signatureImagePath).toMatchObject({ kind: "signature", ownerId: jobId, mime: "image/png" });
      expect(sniffType(fs.readFileSync(file!.absolutePath))?.mime).toBe("image/png");
    }
  });

  it("refreshes the same rows when run again: nothing duplicated, the same days of payment", async () => {
    await seed();
    expect(await snapshot()).toEqual(first);
  }, 60_000);
});
