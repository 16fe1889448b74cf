import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { personSelect, toPersonRef, type PersonRef } from "./people";
import { isPublished, publishedWeeks, type PublicationClient } from "./rota-weeks";

export const shiftSelect = {
  id: true,
  cleanerId: true,
  jobId: true,
  seriesId: true,
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
  // The job and whose it is, for the calendar's client filter and labels.
  job: { select: { id: true, title: true, clientId: true, client: { select: personSelect } } },
} satisfies Prisma.RotaShiftSelect;

export type ShiftRow = Prisma.RotaShiftGetPayload<{ select: typeof shiftSelect }>;

export type ShiftJob = { id: string; title: string; clientId: string; clientName: string };

// Dates leave as ISO strings (JSON); the cleaner's and the creator's names
// come with each shift, and whether its week is published.
export type Shift = Omit<ShiftRow, "cleaner" | "createdBy" | "job"> & {
  cleaner: PersonRef;
  createdBy: PersonRef | null;
  job: ShiftJob | null;
  published: boolean;
};

export const toShift = ({ cleaner, createdBy, job, ...row }: ShiftRow, published: boolean): Shift => ({
  ...row,
  cleaner: toPersonRef(cleaner),
  createdBy: createdBy ? toPersonRef(createdBy) : null,
  job: job ? { id: job.id, title: job.title, clientId: job.clientId, clientName: toPersonRef(job.client).name } : null,
  published,
});

// Shifts as answered, with one query for the published weeks of them all.
export async function toShifts(client: PublicationClient, rows: readonly ShiftRow[]): Promise<Shift[]> {
  const weeks = await publishedWeeks(
    client,
    rows.map((row) => row.startsAt),
  );
  return rows.map((row) => toShift(row, isPublished(weeks, row.startsAt)));
}

export async function toOneShift(client: PublicationClient, row: ShiftRow): Promise<Shift> {
  const [shift] = await toShifts(client, [row]);
  return shift!;
}

// A shift as its cleaner sees it on their day (the clock button, their
// overview): where, when, the office's note for them (a key, a gate code)
// and the job with its address.
export type DayShift = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  location: string;
  notes: string | null;
  job: { id: string; title: string; address: string } | null;
};

export const dayShiftSelect = {
  id: true,
  startsAt: true,
  endsAt: true,
  location: true,
  notes: true,
  job: { select: { id: true, title: true, location: true } },
} satisfies Prisma.RotaShiftSelect;

export const toDayShift = ({
  job,
  ...shift
}: Prisma.RotaShiftGetPayload<{ select: typeof dayShiftSelect }>): DayShift => ({
  ...shift,
  job: job && { id: job.id, title: job.title, address: job.location },
});
