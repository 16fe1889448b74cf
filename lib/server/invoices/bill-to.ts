import "server-only";
import { INVOICE_STATUS } from "@/lib/content/statuses";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

// Who an invoice is addressed to (an Irish VAT invoice names the customer and
// their address): the client, their company if the invoice names one, the
// company's address when it has one (else the client's), one line per line
// of it, and the company's VAT number.
//
// While the invoice is a draft it follows the client's and company's records.
// From the moment it goes out (draft → pending, or created pending) it keeps
// the party as it was sent, in Invoice.billTo: a client's later change of
// address must not change an invoice the client already holds. An edit of a
// sent invoice is a new issue of it and takes the records as they are then;
// back to draft, it follows them again.
export type BillTo = {
  name: string;
  email: string;
  companyName: string | null;
  address: string[];
  vatNumber: string | null;
};

export const billToSelect = {
  client: { select: { firstName: true, lastName: true, email: true, address: true, country: true } },
  company: { select: { name: true, address: true, county: true, eircode: true, vatNumber: true } },
} satisfies Prisma.InvoiceSelect;

type Parties = Prisma.InvoiceGetPayload<{ select: typeof billToSelect }>;

export function liveBillTo({ client, company }: Parties): BillTo {
  const lines = company?.address
    ? [company.address, company.county, company.eircode]
    : [client.address, client.address && client.country];
  return {
    name: `${client.firstName} ${client.lastName}`.trim(),
    email: client.email,
    companyName: company?.name ?? null,
    address: lines.flatMap((line) => line?.split(/\r?\n/) ?? []).filter((line) => line.trim() !== ""),
    vatNumber: company?.vatNumber ?? null,
  };
}

// The party an issued invoice keeps, or null (a draft, or an invoice sent
// before the party was kept, which follows the records as it always did).
export function storedBillTo(text: string | null): BillTo | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as BillTo;
    return typeof value.name === "string" && Array.isArray(value.address) ? value : null;
  } catch {
    return null;
  }
}

// After a write that left the invoice in `status`: keeps the party as it is
// now when the invoice went out or was edited while out (`isIssued`), drops
// it when the invoice is a draft again.
export async function keepBillTo(tx: Tx, invoiceId: string, status: number, isIssued: boolean): Promise<void> {
  if (status === INVOICE_STATUS.draft) {
    await tx.invoice.update({ where: { id: invoiceId }, data: { billTo: null } });
  } else if (isIssued) {
    const parties = await tx.invoice.findUniqueOrThrow({ where: { id: invoiceId }, select: billToSelect });
    await tx.invoice.update({ where: { id: invoiceId }, data: { billTo: JSON.stringify(liveBillTo(parties)) } });
  }
}
