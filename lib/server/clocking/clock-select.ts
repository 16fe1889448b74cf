import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { personSelect, toPersonRef, type PersonRef } from "@/lib/server/rota/people";

export const clockRecordSelect = {
  id: true,
  userId: true,
  jobId: true,
  clockInAt: true,
  clockOutAt: true,
  clockInLat: true,
  clockInLng: true,
  clockOutLat: true,
  clockOutLng: true,
  notes: true,
  createdAt: true,
  updatedAt: true,
  user: { select: personSelect },
  job: { select: { id: true, title: true } },
} satisfies Prisma.ClockRecordSelect;

type ClockRecordRow = Prisma.ClockRecordGetPayload<{ select: typeof clockRecordSelect }>;

// minutesWorked is whole minutes of a closed record, null while it is open.
export type ClockRecord = Omit<ClockRecordRow, "user"> & { user: PersonRef; minutesWorked: number | null };

export const minutesBetween = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / 60_000);

export const toClockRecord = ({ user, ...row }: ClockRecordRow): ClockRecord => ({
  ...row,
  user: toPersonRef(user),
  minutesWorked: row.clockOutAt ? minutesBetween(row.clockInAt, row.clockOutAt) : null,
});
