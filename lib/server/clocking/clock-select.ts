import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { personSelect, toPersonRef, type PersonRef } from "@/lib/server/rota/people";
import { lockedRecordIds } from "./clock-lock";

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
  clockInOffline: true,
  clockOutOffline: true,
  createdAt: true,
  updatedAt: true,
  user: { select: personSelect },
  job: { select: { id: true, title: true } },
  // A waiting correction request of the cleaner's (correction-requests.ts), at most one.
  requests: { where: { status: "pending" }, select: { id: true } },
} satisfies Prisma.ClockRecordSelect;

type ClockRecordRow = Prisma.ClockRecordGetPayload<{ select: typeof clockRecordSelect }>;

// minutesWorked is whole minutes of a closed record, null while it is open.
// forgotten: still open more than 12 hours after the clock-in, which is almost
// always a missed clock-out for the office to correct (issue #14).
// locked: in an approved timesheet, so it may no longer change (clock-lock.ts).
// requestPending: the cleaner has asked the office to correct it.
export type ClockRecord = Omit<ClockRecordRow, "user" | "requests"> & {
  user: PersonRef;
  requestPending: boolean;
  minutesWorked: number | null;
  forgotten: boolean;
  locked: boolean;
};

export const FORGOTTEN_AFTER_HOURS = 12;

// Open records that started before this instant are forgotten clock-outs.
export const forgottenBefore = (now: Date) => new Date(now.getTime() - FORGOTTEN_AFTER_HOURS * 60 * 60 * 1000);

export const minutesBetween = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / 60_000);

export const toClockRecord = (
  { user, requests, ...row }: ClockRecordRow,
  locked: boolean,
  now = new Date(),
): ClockRecord => ({
  ...row,
  user: toPersonRef(user),
  requestPending: requests.length > 0,
  minutesWorked: row.clockOutAt ? minutesBetween(row.clockInAt, row.clockOutAt) : null,
  forgotten: row.clockOutAt === null && row.clockInAt < forgottenBefore(now),
  locked,
});

type LockClient = Parameters<typeof lockedRecordIds>[0];

// Rows as answered, with their locked flags (one query for the lot).
export async function toClockRecords(client: LockClient, rows: ClockRecordRow[]): Promise<ClockRecord[]> {
  const locked = await lockedRecordIds(client, rows);
  const now = new Date();
  return rows.map((row) => toClockRecord(row, locked.has(row.id), now));
}

export async function toOneClockRecord(client: LockClient, row: ClockRecordRow): Promise<ClockRecord> {
  const [record] = await toClockRecords(client, [row]);
  return record!;
}
