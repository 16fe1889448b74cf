import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import { INVOICE_STATUS } from "@/lib/content/statuses";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { recordJobInvoiced } from "@/lib/server/jobs/job-events";
import { DEFAULT_PAYMENT_DAYS, addDays, dublinDay, type TCreateInvoice } from "@/lib/validation/invoices";
import { recordInvoiceEvents } from "./invoice-events";
import { checkDates, checkLineVisits, checkParties, toItemRow, totalsOrThrow } from "./invoice-checks";
import { nextInvoiceNumber } from "./invoice-number";
import { invoiceSelect, toInvoiceView, type InvoiceView } from "./invoice-view";
import { keepBillTo } from "./bill-to";
import { V } from "@/lib/validation/messages";

export type CreateInvoiceOptions = { actor: SessionUser; input: TCreateInvoice; now?: Date };

// Two invoices created at once may compute the same next number; the unique
// index refuses the second, which then simply takes the following number.
const NUMBER_ATTEMPTS = 5;

// Invoices are written by the office only (spec §6). Totals come from the
// items alone; whatever totals the caller sent were dropped by the schema.
// Lines sent without a VAT rate take the invoice's taxRateBp. An invoice
// created pending is taken as sent to the client now.
export async function createInvoice({ actor, input, now = new Date() }: CreateInvoiceOptions): Promise<InvoiceView> {
  if (!isStaff(actor.role)) throw new AppError("FORBIDDEN", "Only the office can create invoices.");
  const today = dublinDay(now);
  const issueDate = input.issueDate ?? today;
  const dueDate = input.dueDate ?? addDays(issueDate, DEFAULT_PAYMENT_DAYS);
  checkDates(issueDate, dueDate);
  const totals = totalsOrThrow(input);

  for (let attempt = 1; ; attempt++) {
    try {
      const created = await db.$transaction(async (tx) => {
        const { companyId } = await checkParties(tx, input.clientId, input.jobId);
        await checkLineVisits(tx, input.clientId, input.items, null);
        const invoice = await tx.invoice.create({
          data: {
            invoiceNumber: await nextInvoiceNumber(tx, issueDate),
            status: input.status,
            issueDate,
            dueDate,
            subTotalCents: totals.subTotalCents,
            taxRateBp: input.taxRateBp,
            taxCents: totals.taxCents,
            discountCents: input.discountCents,
            shippingCents: input.shippingCents,
            totalCents: totals.totalCents,
            notes: input.notes ?? null,
            sentAt: input.status === INVOICE_STATUS.pending ? now : null,
            clientId: input.clientId,
            companyId,
            jobId: input.jobId ?? null,
            items: { create: totals.items.map(toItemRow) },
          },
          select: invoiceSelect,
        });
        await recordJobInvoiced(tx, invoice, actor, []);
        const copyOf = input.copyOf ? await copiedInvoice(tx, input.copyOf) : undefined;
        const created = { type: "created" as const, data: { status: input.status, ...(copyOf && { copyOf }) } };
        await recordInvoiceEvents(tx, invoice.id, actor.id, [created], now);
        // Created pending: it goes out now, addressed as the records say now.
        if (input.status === INVOICE_STATUS.draft) return invoice;
        await keepBillTo(tx, invoice.id, input.status, true);
        return tx.invoice.findUniqueOrThrow({ where: { id: invoice.id }, select: invoiceSelect });
      });
      return toInvoiceView(created, today);
    } catch (error) {
      const isClash = error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
      if (!isClash || attempt >= NUMBER_ATTEMPTS) throw error;
    }
  }
}

// The invoice a new one copies, as its history names it.
async function copiedInvoice(tx: Prisma.TransactionClient, id: string) {
  const original = await tx.invoice.findUnique({ where: { id }, select: { id: true, invoiceNumber: true } });
  if (!original) {
    throw new AppError("BAD_REQUEST", "Invalid input: copyOf", { fields: { copyOf: V.chooseInvoice } });
  }
  return original;
}
