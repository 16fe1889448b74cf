import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { personSelect, toPersonRef, type PersonRef } from "./people";

export const shiftSelect = {
  id: true,
  cleanerId: true,
  jobId: true,
  location: true,
  startsAt: true,
  endsAt: true,
  notes: true,
  createdById: true,
  createdAt: true,
  updatedAt: true,
  cleaner: { select: personSelect },
  // Who made the shift is shown to whoever sees it, a Super Administrator's
  // name included (docs/api/users.md: authors' names, never their accounts).
  createdBy: { select: personSelect },
  job: { select: { id: true, title: true } },
} satisfies Prisma.RotaShiftSelect;

type ShiftRow = Prisma.RotaShiftGetPayload<{ select: typeof shiftSelect }>;

// Dates leave as ISO strings (JSON); the cleaner's and the creator's names come with each shift.
export type Shift = Omit<ShiftRow, "cleaner" | "createdBy"> & { cleaner: PersonRef; createdBy: PersonRef | null };

export const toShift = ({ cleaner, createdBy, ...row }: ShiftRow): Shift => ({
  ...row,
  cleaner: toPersonRef(cleaner),
  createdBy: createdBy ? toPersonRef(createdBy) : null,
});
