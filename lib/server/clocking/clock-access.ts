import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import type { Prisma } from "@/lib/generated/prisma/client";

// Staff see every clock record, except that only a Super Administrator sees
// a Super Administrator's (Administrators cannot see those accounts at all);
// everyone else sees only their own.
export function visibleClockRecords(actor: SessionUser): Prisma.ClockRecordWhereInput {
  if (actor.role === "SuperAdministrator") return {};
  if (actor.role === "Administrator") return { user: { role: { not: "SuperAdministrator" } } };
  return { userId: actor.id };
}

// Clients book cleaning, they do not work shifts: they never clock in or out.
export function assertMayClock(actor: SessionUser): void {
  if (actor.role === "Client") throw new AppError("FORBIDDEN", "Clients do not clock in or out.");
}

export const clockRecordNotFound = () => new AppError("NOT_FOUND", "The clock record was not found.");
