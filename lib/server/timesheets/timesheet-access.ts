import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import type { Prisma } from "@/lib/generated/prisma/client";

// Timesheets are about paying the people who work: clients have none and see
// none. Staff see all (a Super Administrator's only to a Super Administrator),
// a cleaner their own.
export function visibleTimesheets(actor: SessionUser): Prisma.TimesheetWhereInput {
  if (actor.role === "SuperAdministrator") return {};
  if (actor.role === "Administrator") return { user: { role: { not: "SuperAdministrator" } } };
  return { userId: actor.id };
}

export function assertMayUseTimesheets(actor: SessionUser): void {
  if (actor.role === "Client") throw new AppError("FORBIDDEN", "Clients have no timesheets.");
}

export const timesheetNotFound = () => new AppError("NOT_FOUND", "The timesheet was not found.");
