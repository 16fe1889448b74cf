import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/server/db";
import { createClient, seedInvoice } from "@/tests/fixtures/invoices";
import { decodeQuotedPrintable, startSmtpServer } from "@/tests/smtp";
import { invoiceMail, passwordResetMail } from "./messages";
import { MAX_ATTEMPTS, processOutbox, queueMail, requeueMail, retryDelayMs } from "./outbox";

// A real SMTP server on loopback; the port is set before any module reads the environment.
const port = vi.hoisted(() => {
  const chosen = 31000 + (process.pid % 19000);
  process.env.SMTP_URL = `smtp://127.0.0.1:${chosen}`;
  return chosen;
});

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer(port);
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(async () => {
  await db.outboxMail.deleteMany();
  smtp.received.length = 0;
});

const draft = (to: string) =>
  passwordResetMail({ to, name: "Aoife", locale: "en" }, "http://localhost:3000/auth/jwt/reset-password?x=1");
const received = (to: string) => smtp.received.filter((mail) => mail.to.includes(to));

describe("the outbox", () => {
  it("stores a mail with the change that causes it, and nothing when the change rolls back", async () => {
    await db.$transaction(async (tx) => {
      await queueMail(tx, draft("kept@example.ie"));
    });
    await expect(
      db.$transaction(async (tx) => {
        await queueMail(tx, draft("rolled-back@example.ie"));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db.outboxMail.findMany({ select: { toAddress: true, status: true } })).toEqual([
      { toAddress: "kept@example.ie", status: "queued" },
    ]);
    await processOutbox();
    expect(received("kept@example.ie")).toHaveLength(1);
    expect(received("rolled-back@example.ie")).toHaveLength(0);
  });

  it("sends the live link, and keeps only a copy with the sign-in token hidden", async () => {
    const link = "http://localhost:3000/auth/jwt/reset-password?email=x%40y.ie&token=Live-Token-42";
    await queueMail(db, passwordResetMail({ to: "link@example.ie", name: "Aoife", locale: "en" }, link));
    expect((await processOutbox()).sent).toBe(1);
    expect(decodeQuotedPrintable(received("link@example.ie")[0]!.raw)).toContain("Live-Token-42");
    const kept = await db.outboxMail.findFirstOrThrow({ where: { toAddress: "link@example.ie" } });
    expect(kept.text + kept.html).not.toContain("Live-Token-42");
    expect(kept.text).toContain("token=[hidden]");
  });

  it("sends a mail once after a crash between commit and send, even with two instances running", async () => {
    // The instance that committed died before sending: only the row is left.
    await db.$transaction((tx) => queueMail(tx, draft("once@example.ie")));
    // Two instances start and run their workers at the same moment.
    const runs = await Promise.all([processOutbox(), processOutbox(), processOutbox()]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    expect(received("once@example.ie")).toHaveLength(1);
    expect(await db.outboxMail.findFirstOrThrow()).toMatchObject({ status: "sent", attempts: 1 });
    // Later runs send nothing more.
    await processOutbox();
    expect(received("once@example.ie")).toHaveLength(1);
  });

  it("keeps a mail the SMTP server refused and tries again later, with growing waits", async () => {
    await queueMail(db, draft("retry@example.ie"));
    smtp.refuseNext(2);
    const t0 = new Date();
    expect(await processOutbox({ now: t0 })).toEqual({ sent: 0, retried: 1, failed: 0 });
    const first = await db.outboxMail.findFirstOrThrow();
    expect(first).toMatchObject({ status: "queued", attempts: 1 });
    expect(first.lastError).toMatch(/451|unavailable/i);
    expect(first.nextAttemptAt.getTime() - t0.getTime()).toBe(retryDelayMs(1));

    // Not due yet: nothing happens.
    expect(await processOutbox({ now: new Date(t0.getTime() + 1000) })).toEqual({ sent: 0, retried: 0, failed: 0 });
    const t1 = new Date(t0.getTime() + retryDelayMs(1));
    expect((await processOutbox({ now: t1 })).retried).toBe(1);
    const t2 = new Date(t1.getTime() + retryDelayMs(2));
    expect((await processOutbox({ now: t2 })).sent).toBe(1);
    expect(received("retry@example.ie")).toHaveLength(1);
    expect(await db.outboxMail.findFirstOrThrow()).toMatchObject({ status: "sent", attempts: 3, lastError: null });
  });

  it("gives up after the last attempt, keeps the reason, and sends again when asked", async () => {
    const id = await queueMail(db, draft("broken@example.ie"));
    smtp.refuseNext(MAX_ATTEMPTS);
    let now = new Date();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await processOutbox({ now });
      now = new Date(now.getTime() + retryDelayMs(attempt));
    }
    const failed = await db.outboxMail.findUniqueOrThrow({ where: { id } });
    expect(failed).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(failed.lastError).toBeTruthy();
    expect(await processOutbox({ now })).toEqual({ sent: 0, retried: 0, failed: 0 });

    expect(await requeueMail(id)).toBe(true);
    expect((await processOutbox()).sent).toBe(1);
    expect(received("broken@example.ie")).toHaveLength(1);
  });

  it("puts back a mail a crashed instance left half-sent, once its claim is old", async () => {
    const id = await queueMail(db, draft("stale@example.ie"));
    await db.outboxMail.update({
      where: { id },
      data: { status: "sending", claimedBy: "dead-instance", claimedAt: new Date(Date.now() - 60_000), attempts: 1 },
    });
    // A minute-old claim may still be sending: leave it.
    expect((await processOutbox()).sent).toBe(0);
    expect((await processOutbox({ now: new Date(Date.now() + 10 * 60_000) })).sent).toBe(1);
    expect(received("stale@example.ie")).toHaveLength(1);
  });

  it("gives each mail its own stable Message-ID", async () => {
    const id = await queueMail(db, draft("id@example.ie"));
    await processOutbox();
    expect(received("id@example.ie")[0]!.raw).toMatch(new RegExp(`Message-ID: <outbox-${id}@localhost>`, "i"));
  });

  it("makes an invoice's PDF when it sends, and again after a refused attempt; the row keeps a reference", async () => {
    const client = await createClient();
    const invoice = await seedInvoice({ clientId: client.id, status: 1 });
    const details = { ...invoice, isPaid: false, isReminder: false };
    const id = await queueMail(db, invoiceMail({ to: "pdf@example.ie", name: "Aoife", locale: "en" }, details));
    const stored = await db.outboxMail.findUniqueOrThrow({ where: { id } });
    expect(JSON.parse(stored.attachments!)).toEqual([
      expect.objectContaining({ kind: "invoicePdf", invoiceId: invoice.id, filename: `${invoice.invoiceNumber}.pdf` }),
    ]);
    smtp.refuseNext(1);
    const t0 = new Date();
    expect((await processOutbox({ now: t0 })).retried).toBe(1);
    expect((await processOutbox({ now: new Date(t0.getTime() + retryDelayMs(1)) })).sent).toBe(1);
    const [mail] = received("pdf@example.ie");
    expect(mail!.raw).toMatch(new RegExp(`Content-Type: application/pdf; name=${invoice.invoiceNumber}\\.pdf`));
    expect(mail!.raw).toContain("JVBERi0"); // "%PDF-", base64
    expect((await db.outboxMail.findUniqueOrThrow({ where: { id } })).attachments).toBe(stored.attachments);
  });

  it("keeps a mail whose invoice cannot be made, with the reason", async () => {
    const details = {
      id: randomUUID(),
      invoiceNumber: "INV-0",
      totalCents: 0,
      dueDate: new Date(),
      isPaid: false,
      isReminder: false,
    };
    const id = await queueMail(db, invoiceMail({ to: "gone@example.ie", name: "Aoife", locale: "en" }, details));
    expect((await processOutbox()).retried).toBe(1);
    expect(await db.outboxMail.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "queued",
      lastError: expect.stringMatching(/no longer exists/),
    });
    expect(received("gone@example.ie")).toHaveLength(0);
  });
});
