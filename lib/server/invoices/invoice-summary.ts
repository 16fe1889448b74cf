import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { INVOICE_STATUS as S } from "@/lib/content/statuses";
import { db } from "@/lib/server/db";
import { dublinDay, type TInvoiceSummary } from "@/lib/validation/invoices";
import { invoiceFilterWhere } from "./invoice-filter";

export type InvoiceFigure = { count: number; totalCents: number };
export type InvoiceSummary = {
  all: InvoiceFigure;
  byStatus: ({ status: 0 | 1 | 2 | 3 } & InvoiceFigure)[];
};

export type InvoiceSummaryOptions = { actor: SessionUser; filter: TInvoiceSummary; now?: Date };

const STATUSES = [S.draft, S.pending, S.paid, S.overdue] as const;

// The count and total of the invoices the list would show under each status
// tab, in two queries read together: the stored statuses grouped, and the
// pending invoices past their due day, which move from pending to overdue as
// the list derives them (effectiveStatus, whereStatus). Same scope as the list.
export async function summariseInvoices({
  actor,
  filter,
  now = new Date(),
}: InvoiceSummaryOptions): Promise<InvoiceSummary> {
  if (actor.role === "Cleaner") throw new AppError("FORBIDDEN", "Cleaners cannot see invoices.");
  const today = dublinDay(now);
  const conditions = invoiceFilterWhere(actor, filter);
  const byStored = db.invoice.groupBy({
    by: ["status"],
    where: { AND: conditions },
    _count: { _all: true },
    _sum: { totalCents: true },
  });
  const pendingLate = db.invoice.aggregate({
    where: { AND: [...conditions, { status: S.pending, dueDate: { lt: today } }] },
    _count: { _all: true },
    _sum: { totalCents: true },
  });
  const [groups, late] = await db.$transaction([byStored, pendingLate]);

  // "All" is the list without a status filter, every row included.
  const all = { count: 0, totalCents: 0 };
  const figures = new Map<number, InvoiceFigure>(STATUSES.map((status) => [status, { count: 0, totalCents: 0 }]));
  for (const group of groups) {
    const count = group._count._all;
    const totalCents = group._sum.totalCents ?? 0;
    all.count += count;
    all.totalCents += totalCents;
    const figure = figures.get(group.status);
    if (figure) {
      figure.count += count;
      figure.totalCents += totalCents;
    }
  }
  const lateFigure = { count: late._count._all, totalCents: late._sum.totalCents ?? 0 };
  const pending = figures.get(S.pending)!;
  const overdue = figures.get(S.overdue)!;
  pending.count -= lateFigure.count;
  pending.totalCents -= lateFigure.totalCents;
  overdue.count += lateFigure.count;
  overdue.totalCents += lateFigure.totalCents;

  return { all, byStatus: STATUSES.map((status) => ({ status, ...figures.get(status)! })) };
}
