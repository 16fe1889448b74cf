import "server-only";
import { randomUUID } from "node:crypto";
import os from "node:os";
import type { MailKind } from "@/lib/content/mail-kinds";
import { getEnv } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/routing";
import { db } from "@/lib/server/db";
import { sql, type WriteStep } from "@/lib/server/sql/sql";
import { resolveUpload, segmentsOfDbPath } from "@/lib/server/uploads/store";
import { redactLinks } from "./outbox-view";
import { deliver, type OutgoingMail } from "./transport";

// The outbox: every e-mail is first a row, written in the same transaction as
// the change that causes it (a reset token, an enquiry, a converted client),
// so no change commits without its mail and no mail leaves for a change that
// rolled back. A worker in each app instance sends what is due:
// - a claim is a conditional update (queued → sending), so two instances
//   never send one row;
// - a failed send is tried again later (30 s, 1, 2, 4 … minutes, at most an
//   hour apart), and given up after MAX_ATTEMPTS with the reason kept; the
//   office can send it again from /dashboard/mail;
// - a row left "sending" by a crashed instance goes back to the queue after
//   STALE_CLAIM_MS. If that crash came after the SMTP server accepted the
//   mail, it goes out twice; its Message-ID is the same both times, so mail
//   systems that drop duplicates drop it. That window is the length of one
//   SMTP exchange.

// A file of the upload store, sent as it is.
export type StoredAttachment = { filename: string; contentType: string; dbPath: string };
// A document made when the mail is sent: the row keeps a reference, not the
// file, so the outbox stays small and a retry after a failed send still has
// everything it needs.
export type GeneratedAttachment = {
  kind: "invoicePdf";
  invoiceId: string;
  locale: Locale;
  filename: string;
  contentType: "application/pdf";
};
export type MailAttachment = StoredAttachment | GeneratedAttachment;

export type MailDraft = {
  kind: MailKind;
  to: string;
  toName?: string;
  locale: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};

type OutboxClient = Pick<Prisma.TransactionClient, "outboxMail">;

export const MAX_ATTEMPTS = 8;
const STALE_CLAIM_MS = 5 * 60_000;
const WORKER_ID = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

// Stores a mail to be sent; pass the transaction client of the change.
export async function queueMail(client: OutboxClient, draft: MailDraft): Promise<string> {
  const row = await client.outboxMail.create({ data: outboxFields(draft), select: { id: true } });
  kickOutbox();
  return row.id;
}

// The same as one step of a hand-written write (lib/server/sql, sqlWrite),
// with the change that causes it; the caller kicks the outbox once that has
// committed.
export function queuedMailStep(draft: MailDraft, now = new Date()): WriteStep {
  const fields = outboxFields(draft);
  return {
    text: `INSERT INTO "OutboxMail" ("id", "kind", "toAddress", "toName", "locale", "subject", "text", "html", "attachments",
       "status", "attempts", "nextAttemptAt", "createdAt", "updatedAt")
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'queued', 0, ?, ?, ?)`,
    args: [
      randomUUID(),
      fields.kind,
      fields.toAddress,
      fields.toName,
      fields.locale,
      fields.subject,
      fields.text,
      fields.html,
      fields.attachments,
      now,
      now,
      now,
    ],
  };
}

function outboxFields({ attachments, ...fields }: MailDraft) {
  return {
    kind: fields.kind,
    toAddress: fields.to,
    toName: fields.toName ?? null,
    locale: fields.locale,
    subject: fields.subject,
    text: fields.text,
    html: fields.html,
    attachments: attachments?.length ? JSON.stringify(attachments) : null,
  };
}

// Wait before attempt n+1 after n failures.
export function retryDelayMs(failures: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failures - 1), 60 * 60_000);
}

export type OutboxRun = { sent: number; retried: number; failed: number };

// Sends what is due now, up to `batch` mails. Safe to run in several
// instances at once: the batch is claimed by one statement (queued → sending)
// that another instance's claim cannot also win.
export async function processOutbox({ now = new Date(), batch = 20 } = {}): Promise<OutboxRun> {
  const run: OutboxRun = { sent: 0, retried: 0, failed: 0 };
  await db.outboxMail.updateMany({
    where: { status: "sending", claimedAt: { lt: new Date(now.getTime() - STALE_CLAIM_MS) } },
    data: { status: "queued", claimedBy: null, claimedAt: null },
  });
  const statements = await sql();
  const claimed = await statements.query<ClaimedMail>(
    `UPDATE "OutboxMail" SET "status" = 'sending', "claimedBy" = ?, "claimedAt" = ?, "attempts" = "attempts" + 1, "updatedAt" = ?
     WHERE "status" = 'queued' AND "id" IN (
       SELECT "id" FROM "OutboxMail" WHERE "status" = 'queued' AND "nextAttemptAt" <= ?
       ORDER BY "nextAttemptAt", "createdAt" LIMIT ?)
     RETURNING "id", "toAddress", "subject", "text", "html", "attachments", "attempts", "createdAt"`,
    [WORKER_ID, now, now, now, batch],
  );
  claimed.sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
  for (const mail of claimed) {
    try {
      await deliver({
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<outbox-${mail.id}@${new URL(getEnv().APP_ORIGIN).hostname}>`,
        attachments: await attachmentsOf(mail.attachments),
      });
      // The copy kept for the office has its sign-in links hidden: once
      // sent, the outbox no longer holds a live reset or invitation link.
      const sentAt = new Date();
      await statements.execute(
        `UPDATE "OutboxMail" SET "status" = 'sent', "sentAt" = ?, "lastError" = NULL, "claimedBy" = NULL,
           "claimedAt" = NULL, "text" = ?, "html" = ?, "updatedAt" = ?
         WHERE "id" = ?`,
        [sentAt, redactLinks(mail.text), redactLinks(mail.html), sentAt, mail.id],
      );
      run.sent += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const attempts = Number(mail.attempts);
      const isLast = attempts >= MAX_ATTEMPTS;
      await db.outboxMail.update({
        where: { id: mail.id },
        data: {
          status: isLast ? "failed" : "queued",
          lastError: reason.slice(0, 1000),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
          claimedBy: null,
          claimedAt: null,
        },
      });
      if (isLast) run.failed += 1;
      else run.retried += 1;
    }
  }
  return run;
}

type ClaimedMail = {
  id: string;
  toAddress: string;
  subject: string;
  text: string;
  html: string;
  attachments: string | null;
  attempts: unknown;
  createdAt: unknown;
};

async function attachmentsOf(json: string | null): Promise<OutgoingMail["attachments"]> {
  if (!json) return undefined;
  const attachments: NonNullable<OutgoingMail["attachments"]> = [];
  for (const attachment of JSON.parse(json) as MailAttachment[]) {
    if ("kind" in attachment) {
      attachments.push(await generate(attachment));
      continue;
    }
    const stored = resolveUpload(segmentsOfDbPath(attachment.dbPath));
    if (stored) {
      attachments.push({
        filename: attachment.filename,
        contentType: attachment.contentType,
        path: stored.absolutePath,
      });
    }
  }
  return attachments;
}

// A failure here (the invoice gone) fails the attempt like a refused send, reason kept.
async function generate(attachment: GeneratedAttachment) {
  // Loaded when first needed: the PDF code and its fonts stay out of processes that never send one.
  const { invoicePdfById } = await import("@/lib/server/invoices/invoice-pdf");
  const { pdf } = await invoicePdfById(attachment.invoiceId, attachment.locale);
  return { filename: attachment.filename, contentType: attachment.contentType, content: pdf };
}

// Sends a failed (or queued) mail again from the start.
export async function requeueMail(
  id: string,
  from: readonly ("failed" | "queued")[] = ["failed", "queued"],
): Promise<boolean> {
  const { count } = await db.outboxMail.updateMany({
    where: { id, status: { in: [...from] } },
    data: { status: "queued", attempts: 0, nextAttemptAt: new Date(), lastError: null },
  });
  if (count === 1) kickOutbox();
  return count === 1;
}

// The worker: a run every few seconds in each server process, and one soon
// after a mail is queued. Runs never overlap within a process.
let isRunning = false;
let kickTimer: NodeJS.Timeout | undefined;
let isWorkerStarted = false;

const RUN_BATCH = 20;
// Between two full batches: up to 80 mails a second per process, while the
// requests it also serves keep most of its time.
const BURST_PAUSE_MS = 250;

async function runOnce() {
  if (isRunning) return;
  isRunning = true;
  try {
    // A full batch means more may be waiting (a burst of enquiries): carry on.
    for (;;) {
      const run = await processOutbox({ batch: RUN_BATCH });
      if (run.sent + run.retried + run.failed < RUN_BATCH) break;
      await new Promise((resolve) => setTimeout(resolve, BURST_PAUSE_MS));
    }
  } catch (error) {
    console.error("[outbox] run failed:", error);
  } finally {
    isRunning = false;
  }
}

// After the current transaction has had time to commit.
export function kickOutbox(): void {
  if (!isWorkerStarted || kickTimer) return;
  kickTimer = setTimeout(() => {
    kickTimer = undefined;
    void runOnce();
  }, 250);
  kickTimer.unref();
}

export function startOutboxWorker(intervalMs = 5000): void {
  if (isWorkerStarted) return;
  isWorkerStarted = true;
  setInterval(() => void runOnce(), intervalMs).unref();
  kickOutbox();
}
