import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import type { TCopyWeek } from "@/lib/validation/rota";
import { personSelect, toPersonRef, type PersonRef } from "./people";
import { queueRotaChangeMails } from "./rota-mails";
import { weekOfMonday } from "./rota-weeks";
import { assertRotaEditor } from "./shift-access";
import { sameTimesWeeksLater } from "./shift-repeat";
import { slotsOverlap, type Slot } from "./shift-rules";

export type CopyWeekOptions = { actor: SessionUser; input: TCopyWeek };

// A shift of the week copied from that was not copied, as its cleaner is
// already booked then (in the week copied to).
export type LeftOutShift = { cleaner: PersonRef; startsAt: Date; endsAt: Date; location: string };
export type CopiedWeek = { copied: number; leftOut: LeftOutShift[] };

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

// POST /api/rota/copyweek (staff): the shifts of one week, on the same days
// and at the same Irish times in another, with their place and note. Most
// weeks repeat the one before; the office copies it and changes the rest.
// - Shifts of jobs are not copied: a job has one shift, moved with the job.
// - Shifts of cleaners no longer active are not copied.
// - A shift whose cleaner is already booked at that time in the target week
//   is left out and named in the answer: copying a week twice adds nothing
//   the second time, and a week partly planned keeps what it has.
// - With cleanerId, only that cleaner's shifts are copied.
// All in one transaction; the target week's cleaners are mailed their new
// shifts if it is already published (rota-mails.ts).
export async function copyWeek({ actor, input }: CopyWeekOptions): Promise<CopiedWeek> {
  assertRotaEditor(actor);
  const from = weekOfMonday(input.fromWeekStart);
  const to = weekOfMonday(input.toWeekStart);
  // Whole weeks between the two Mondays (a week with a change of the clocks is an hour off 7 days).
  const weeks = Math.round((to.start.getTime() - from.start.getTime()) / WEEK_MS);
  return db.$transaction(async (tx) => {
    const source = await tx.rotaShift.findMany({
      where: {
        startsAt: { gte: from.start, lt: from.end },
        jobId: null,
        cleaner: { status: "active" },
        ...(input.cleanerId && { cleanerId: input.cleanerId }),
      },
      select: {
        cleanerId: true,
        startsAt: true,
        endsAt: true,
        location: true,
        notes: true,
        cleaner: { select: personSelect },
      },
      orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    });
    const copies = source.map(({ cleaner, ...shift }) => ({
      shift: { ...shift, ...sameTimesWeeksLater(shift, weeks) },
      cleaner,
    }));
    if (copies.length === 0) return { copied: 0, leftOut: [] };
    // One read of what the cleaners concerned already have then, rather than one per shift.
    const booked: Slot[] = await tx.rotaShift.findMany({
      where: {
        cleanerId: { in: [...new Set(copies.map(({ shift }) => shift.cleanerId))] },
        startsAt: { lt: new Date(Math.max(...copies.map(({ shift }) => shift.endsAt.getTime()))) },
        endsAt: { gt: new Date(Math.min(...copies.map(({ shift }) => shift.startsAt.getTime()))) },
      },
      select: { cleanerId: true, startsAt: true, endsAt: true },
    });
    const made: (typeof copies)[number]["shift"][] = [];
    const leftOut: LeftOutShift[] = [];
    // In order of start; each is checked against the week as it stands, copies kept so far included.
    for (const { shift, cleaner } of copies) {
      if (booked.some((slot) => slotsOverlap(slot, shift))) {
        leftOut.push({
          cleaner: toPersonRef(cleaner),
          startsAt: shift.startsAt,
          endsAt: shift.endsAt,
          location: shift.location,
        });
        continue;
      }
      booked.push(shift);
      made.push(shift);
    }
    await tx.rotaShift.createMany({
      data: made.map((shift) => ({ ...shift, createdById: actor.id })),
    });
    await queueRotaChangeMails(
      tx,
      made.map((after) => ({ before: null, after })),
      actor.id,
    );
    return { copied: made.length, leftOut };
  });
}
