import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { isStaff } from "@/lib/auth/roles";
import type { Prisma } from "@/lib/generated/prisma/client";

// Which shifts a user may see. Staff see the whole rota; a cleaner sees their
// own shifts; a client sees the shifts booked on their own jobs, so they know
// who is coming and when (decision: the rota of a client's home is theirs to
// see, nothing else of it is).
export function visibleShifts(actor: SessionUser): Prisma.RotaShiftWhereInput {
  if (isStaff(actor.role)) return {};
  if (actor.role === "Cleaner") return { cleanerId: actor.id };
  return { job: { clientId: actor.id } };
}

// Spec §6: rota entries are made by the office only.
export function assertRotaEditor(actor: SessionUser): void {
  if (!isStaff(actor.role)) throw new AppError("FORBIDDEN", "Only the office can change the rota.");
}

export const shiftNotFound = () => new AppError("NOT_FOUND", "The shift was not found.");
