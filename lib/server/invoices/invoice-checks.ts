import "server-only";
import { AppError } from "@/lib/api/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { computeInvoiceTotals, type InvoiceTotals, type TotalsItem } from "@/lib/validation/invoices";
import { V, withValues } from "@/lib/validation/messages";

type Tx = Prisma.TransactionClient;
type Line = TotalsItem & { description: string; service?: string | undefined; jobId?: string | null | undefined };

// The invoice's client must be a Client user; its job, if any, one of that
// client's jobs. Both are references in the body, so a miss is a 400 naming
// the field rather than a 404. Answers the company the invoice is billed to.
export async function checkParties(tx: Tx, clientId: string, jobId: string | null | undefined) {
  const client = await tx.user.findUnique({ where: { id: clientId }, select: { role: true, companyId: true } });
  if (!client || client.role !== "Client") {
    throw new AppError("BAD_REQUEST", "Invalid input: clientId", {
      fields: { clientId: V.chooseClient },
    });
  }
  if (jobId) {
    const job = await tx.job.findUnique({ where: { id: jobId }, select: { clientId: true } });
    if (job?.clientId !== clientId) {
      throw new AppError("BAD_REQUEST", "Invalid input: jobId", {
        fields: { jobId: V.chooseClientJob },
      });
    }
  }
  return { companyId: client.companyId };
}

export function checkDates(issueDate: Date, dueDate: Date) {
  if (dueDate < issueDate) {
    throw new AppError("BAD_REQUEST", "Invalid input: dueDate", {
      fields: { dueDate: V.dueBeforeIssue },
    });
  }
}

export function totalsOrThrow(input: Parameters<typeof computeInvoiceTotals<Line>>[0]): InvoiceTotals<Line> {
  const result = computeInvoiceTotals(input);
  if (!result.ok) {
    throw new AppError("BAD_REQUEST", `Invalid input: ${Object.keys(result.fields).join(", ")}`, {
      fields: result.fields,
    });
  }
  return result.totals;
}

export function toItemRow(item: InvoiceTotals<Line>["items"][number]) {
  return {
    position: item.position,
    description: item.description,
    service: item.service ?? null,
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
    totalCents: item.totalCents,
    vatRateBp: item.vatRateBp,
    jobId: item.jobId ?? null,
  };
}

// The visits the lines invoice: each one of the client's jobs, on one line
// only, and not on a line of another invoice (a visit is billed once). A
// miss names the line's field: 400 for a job that is not the client's, 409
// for a visit already invoiced, with that invoice's number.
export async function checkLineVisits(
  tx: Tx,
  clientId: string,
  items: readonly { jobId?: string | null | undefined }[],
  invoiceId: string | null,
) {
  const lines = items.flatMap((item, index) => (item.jobId ? [{ index, jobId: item.jobId }] : []));
  if (lines.length === 0) return;
  const ids = [...new Set(lines.map((line) => line.jobId))];
  const [jobs, taken] = await Promise.all([
    tx.job.findMany({ where: { id: { in: ids } }, select: { id: true, clientId: true } }),
    tx.invoiceItem.findMany({
      where: { jobId: { in: ids }, ...(invoiceId && { invoiceId: { not: invoiceId } }) },
      select: { jobId: true, invoice: { select: { invoiceNumber: true } } },
    }),
  ]);
  const clientOf = new Map(jobs.map((job) => [job.id, job.clientId]));
  const invoicedOn = new Map(taken.map((item) => [item.jobId, item.invoice.invoiceNumber]));
  const seen = new Set<string>();
  const notTheClients: Record<string, string> = {};
  const billed: Record<string, string> = {};
  for (const { index, jobId } of lines) {
    const field = `items.${index}.jobId`;
    const invoiceNumber = invoicedOn.get(jobId);
    if (clientOf.get(jobId) !== clientId) notTheClients[field] = V.jobOfOtherClient;
    else if (seen.has(jobId)) billed[field] = V.visitOnTwoLines;
    else if (invoiceNumber) billed[field] = withValues(V.visitInvoiced, { number: invoiceNumber });
    seen.add(jobId);
  }
  if (Object.keys(notTheClients).length > 0) {
    throw new AppError("BAD_REQUEST", `Invalid input: ${Object.keys(notTheClients).join(", ")}`, {
      fields: notTheClients,
    });
  }
  if (Object.keys(billed).length > 0) {
    throw new AppError("CONFLICT", "A visit is invoiced once.", { fields: billed });
  }
}
