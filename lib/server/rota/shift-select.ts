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
  job: { select: { id: true, title: true } },
} satisfies Prisma.RotaShiftSelect;

type ShiftRow = Prisma.RotaShiftGetPayload<{ select: typeof shiftSelect }>;

// Dates leave as ISO strings (JSON); the cleaner's name comes with each shift.
export type Shift = Omit<ShiftRow, "cleaner"> & { cleaner: PersonRef };

export const toShift = ({ cleaner, ...row }: ShiftRow): Shift => ({ ...row, cleaner: toPersonRef(cleaner) });
