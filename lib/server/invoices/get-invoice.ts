import "server-only";
import { AppError } from "@/lib/api/errors";
import { isStaff } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { dublinDay } from "@/lib/validation/invoices";
import { clientInvoices } from "./invoice-filter";
import { invoiceSelect, toInvoiceView, type InvoiceView } from "./invoice-view";

export type GetInvoiceOptions = { actor: SessionUser; id: string; now?: Date };

// One invoice, as the list shows it: staff any, a client one addressed to
// them and sent (another's, or a draft, answers 404, as if it did not exist),
// cleaners none.
export async function getInvoiceById({ actor, id, now = new Date() }: GetInvoiceOptions): Promise<InvoiceView> {
  if (actor.role === "Cleaner") throw new AppError("FORBIDDEN", "Cleaners cannot see invoices.");
  const row = await db.invoice.findFirst({
    where: { id, ...(!isStaff(actor.role) && clientInvoices(actor.id)) },
    select: invoiceSelect,
  });
  if (!row) throw new AppError("NOT_FOUND", "The invoice was not found.");
  return toInvoiceView(row, dublinDay(now));
}
