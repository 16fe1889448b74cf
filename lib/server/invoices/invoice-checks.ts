import "server-only";
import { AppError } from "@/lib/api/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { computeInvoiceTotals, type InvoiceTotals, type TotalsItem } from "@/lib/validation/invoices";

type Tx = Prisma.TransactionClient;
type Line = TotalsItem & { description: string; service?: string | undefined };

// The invoice's client must be a Client user; its job, if any, one of that
// client's jobs. Both are references in the body, so a miss is a 400 naming
// the field rather than a 404. Answers the company the invoice is billed to.
export async function checkParties(tx: Tx, clientId: string, jobId: string | null | undefined) {
  const client = await tx.user.findUnique({ where: { id: clientId }, select: { role: true, companyId: true } });
  if (!client || client.role !== "Client") {
    throw new AppError("BAD_REQUEST", "Invalid input: clientId", {
      fields: { clientId: "Choose an existing client." },
    });
  }
  if (jobId) {
    const job = await tx.job.findUnique({ where: { id: jobId }, select: { clientId: true } });
    if (job?.clientId !== clientId) {
      throw new AppError("BAD_REQUEST", "Invalid input: jobId", {
        fields: { jobId: "Choose one of this client's jobs." },
      });
    }
  }
  return { companyId: client.companyId };
}

export function checkDates(issueDate: Date, dueDate: Date) {
  if (dueDate < issueDate) {
    throw new AppError("BAD_REQUEST", "Invalid input: dueDate", {
      fields: { dueDate: "The due date must not be before the issue date." },
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
  };
}
