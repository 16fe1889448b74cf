import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { personSelect, toPersonRef, type PersonRef } from "@/lib/server/rota/people";

export const timesheetSelect = {
  id: true,
  userId: true,
  periodStart: true,
  periodEnd: true,
  minutesWorked: true,
  status: true,
  notes: true,
  approvedById: true,
  createdAt: true,
  updatedAt: true,
  user: { select: personSelect },
  approvedBy: { select: personSelect },
} satisfies Prisma.TimesheetSelect;

type TimesheetRow = Prisma.TimesheetGetPayload<{ select: typeof timesheetSelect }>;

export type Timesheet = Omit<TimesheetRow, "user" | "approvedBy"> & {
  user: PersonRef;
  approvedBy: PersonRef | null;
};

export const toTimesheet = ({ user, approvedBy, ...row }: TimesheetRow): Timesheet => ({
  ...row,
  user: toPersonRef(user),
  approvedBy: approvedBy ? toPersonRef(approvedBy) : null,
});
