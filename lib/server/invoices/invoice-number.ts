import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

export const invoiceNumberPrefix = (issueDate: Date) => `INV-${issueDate.getUTCFullYear()}-`;

// "INV-<year>-<counter>", the counter padded to 4 digits and growing past
// 9999. The maximum is taken numerically (a text maximum would put 9999 after
// 10000). Runs inside the transaction that inserts the invoice; a clash with
// a concurrent insert is caught by the unique index and retried by the caller.
export async function nextInvoiceNumber(tx: Tx, issueDate: Date): Promise<string> {
  const prefix = invoiceNumberPrefix(issueDate);
  const [row] = await tx.$queryRaw<{ last: number | bigint | null }[]>`
    SELECT MAX(CAST(SUBSTR("invoiceNumber", ${prefix.length + 1}) AS INTEGER)) AS "last"
    FROM "Invoice" WHERE "invoiceNumber" LIKE ${`${prefix}%`}`;
  const next = Number(row?.last ?? 0) + 1;
  return `${prefix}${String(next).padStart(4, "0")}`;
}
