import "server-only";
import { AppError } from "@/lib/api/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { V } from "@/lib/validation/messages";

// Helpers about the people on rotas, clock records and timesheets, shared by
// the scheduling services (rota, clocking, timesheets).

export type Tx = Prisma.TransactionClient;

export const personSelect = { id: true, firstName: true, lastName: true } as const;

export type PersonRow = { id: string; firstName: string; lastName: string };
export type PersonRef = { id: string; name: string };

export const toPersonRef = ({ id, firstName, lastName }: PersonRow): PersonRef => ({
  id,
  name: `${firstName} ${lastName}`.trim(),
});

// Shifts and clock-ins are booked for cleaners who can work now: an active
// account with the Cleaner role. Anything else is a bad choice in the form.
export async function assertActiveCleaner(tx: Tx, id: string, field: string): Promise<void> {
  const user = await tx.user.findUnique({ where: { id }, select: { role: true, status: true } });
  if (user?.role !== "Cleaner" || user.status !== "active") {
    throw new AppError("BAD_REQUEST", `Invalid input: ${field}`, { fields: { [field]: V.chooseActiveCleaner } });
  }
}

export async function assertJobExists(tx: Tx, id: string): Promise<void> {
  const job = await tx.job.findUnique({ where: { id }, select: { id: true } });
  if (!job) throw new AppError("BAD_REQUEST", "Invalid input: jobId", { fields: { jobId: V.jobNotFound } });
}
