import "server-only";
import type { TInvoiceItem, TUpdateInvoice } from "@/lib/validation/invoices";

type StoredInvoice = {
  clientId: string;
  jobId: string | null;
  issueDate: Date;
  dueDate: Date;
  discountCents: number;
  shippingCents: number;
  taxRateBp: number;
  items: {
    description: string;
    service: string | null;
    quantity: number;
    unitPriceCents: number;
    vatRateBp: number;
    jobId: string | null;
  }[];
};

// A line sent without a rate has the invoice's (defaultRateBp).
const sameItem = (stored: StoredInvoice["items"][number], sent: TInvoiceItem, defaultRateBp: number) =>
  stored.description === sent.description &&
  stored.service === (sent.service ?? null) &&
  stored.quantity === sent.quantity &&
  stored.unitPriceCents === sent.unitPriceCents &&
  stored.vatRateBp === (sent.vatRateBp ?? defaultRateBp) &&
  stored.jobId === (sent.jobId ?? null);

// The fields (other than notes and status) that an update would really
// change. A field sent back with its stored value is no change, so a form may
// send the whole invoice it read.
export function changedFields(stored: StoredInvoice, input: TUpdateInvoice): string[] {
  const changed: string[] = [];
  const defaultRateBp = input.taxRateBp ?? stored.taxRateBp;
  const differs = {
    clientId: input.clientId !== undefined && input.clientId !== stored.clientId,
    jobId: input.jobId !== undefined && input.jobId !== stored.jobId,
    issueDate: input.issueDate !== undefined && input.issueDate.getTime() !== stored.issueDate.getTime(),
    dueDate: input.dueDate !== undefined && input.dueDate.getTime() !== stored.dueDate.getTime(),
    discountCents: input.discountCents !== undefined && input.discountCents !== stored.discountCents,
    shippingCents: input.shippingCents !== undefined && input.shippingCents !== stored.shippingCents,
    taxRateBp: input.taxRateBp !== undefined && input.taxRateBp !== stored.taxRateBp,
    items:
      input.items !== undefined &&
      (input.items.length !== stored.items.length ||
        input.items.some((item, index) => !sameItem(stored.items[index]!, item, defaultRateBp))),
  };
  for (const [field, isChanged] of Object.entries(differs)) if (isChanged) changed.push(field);
  return changed;
}
