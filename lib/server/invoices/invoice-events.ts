import "server-only";
import { AppError } from "@/lib/api/errors";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { fullName } from "@/lib/server/jobs/job-select";
import type { HistoryItem } from "@/lib/validation/history";
import { INVOICE_EVENT_TYPES, type InvoiceEventType } from "@/lib/content/history";

// An invoice's history (GET /api/invoice/history): one InvoiceEvent row per
// thing done to it (created, edited, a status change, the reminders' switch,
// e-mailed, a payment reminder), written in the change's transaction, so a
// change that rolls back leaves no event and no change goes unrecorded.

type EventClient = Pick<Prisma.TransactionClient, "invoiceEvent">;

export type NewInvoiceEvent = {
  type: InvoiceEventType;
  data?: Record<string, unknown> | null;
};

/** The events of one change of an invoice, by `actorId` (null: the server itself), at one instant. */
export async function recordInvoiceEvents(
  tx: EventClient,
  invoiceId: string,
  actorId: string | null,
  events: readonly NewInvoiceEvent[],
  at: Date = new Date(),
): Promise<void> {
  if (events.length === 0) return;
  await tx.invoiceEvent.createMany({
    data: events.map((event) => ({
      invoiceId,
      type: event.type,
      actorId,
      data: event.data ? JSON.stringify(event.data) : null,
      createdAt: at,
    })),
  });
}

export type InvoiceHistoryItem = HistoryItem<InvoiceEventType>;

const RANK: readonly InvoiceEventType[] = INVOICE_EVENT_TYPES;

/**
 * An invoice's history, oldest first, for the office only (spec §6: a client
 * reads their invoices, not what the office did to them). An invoice older
 * than its history has no `created` event: it gets one from its creation date.
 */
export async function invoiceHistory({ actor, id }: { actor: SessionUser; id: string }): Promise<InvoiceHistoryItem[]> {
  if (!isStaff(actor.role)) throw new AppError("FORBIDDEN", "Only the office can read an invoice's history.");
  const invoice = await db.invoice.findUnique({
    where: { id },
    select: {
      id: true,
      createdAt: true,
      events: {
        select: {
          id: true,
          type: true,
          data: true,
          createdAt: true,
          actor: { select: { id: true, firstName: true, lastName: true } },
        },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      },
    },
  });
  if (!invoice) throw new AppError("NOT_FOUND", "The invoice was not found.");
  const items: InvoiceHistoryItem[] = invoice.events.map((event) => ({
    id: event.id,
    type: event.type as InvoiceEventType,
    at: event.createdAt,
    actor: event.actor ? { id: event.actor.id, name: fullName(event.actor) } : null,
    data: event.data ? (JSON.parse(event.data) as Record<string, unknown>) : null,
  }));
  if (!items.some((item) => item.type === "created")) {
    items.push({ id: `created:${invoice.id}`, type: "created", at: invoice.createdAt, actor: null, data: null });
  }
  return items.sort(
    (a, b) =>
      a.at.getTime() - b.at.getTime() ||
      RANK.indexOf(a.type) - RANK.indexOf(b.type) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
