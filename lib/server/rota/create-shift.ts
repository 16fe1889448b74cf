import "server-only";
import { randomUUID } from "node:crypto";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import type { TCreateShift } from "@/lib/validation/rota";
import { assertActiveCleaner } from "./people";
import { queueRotaChangeMails } from "./rota-mails";
import { assertRotaEditor } from "./shift-access";
import { linkableJob, moveJobToShift } from "./shift-job";
import { repeatTimes } from "./shift-repeat";
import { assertNoOverlap, assertShiftTimes } from "./shift-rules";
import { shiftSelect, toOneShift, type Shift } from "./shift-select";

export type CreateShiftOptions = { actor: SessionUser; input: TCreateShift };

// The shift made; with `repeat`, the first one and how many were made in all.
export type CreatedShift = Shift & { seriesCount?: number };

// The checks and the inserts share one transaction, so two bookings sent at
// once cannot both pass the overlap check, and a repeat is made whole or not
// at all: each occurrence is checked against the rota as it stands with the
// ones before it, and the first clash refuses everything (409 naming it).
// A shift on a job is the job's shift: at the job's address, and the job
// takes its cleaner and times (shift-job.ts).
export async function createShift({ actor, input }: CreateShiftOptions): Promise<CreatedShift> {
  assertRotaEditor(actor);
  const { repeat, ...fields } = input;
  const times = repeat ? repeatTimes(fields, repeat) : [fields];
  for (const { startsAt, endsAt } of times) assertShiftTimes(startsAt, endsAt);
  return db.$transaction(async (tx) => {
    await assertActiveCleaner(tx, fields.cleanerId, "cleanerId");
    const location = fields.jobId ? (await linkableJob(tx, fields.jobId)).location : fields.location;
    const seriesId = repeat ? randomUUID() : null;
    const rows = [];
    for (const { startsAt, endsAt } of times) {
      await assertNoOverlap(tx, { cleanerId: fields.cleanerId, startsAt, endsAt });
      const data = { ...fields, location, startsAt, endsAt, seriesId, createdById: actor.id };
      rows.push(await tx.rotaShift.create({ data, select: shiftSelect }));
    }
    const first = rows[0]!;
    if (fields.jobId) await moveJobToShift(tx, { ...first, jobId: fields.jobId }, actor);
    await queueRotaChangeMails(
      tx,
      rows.map((after) => ({ before: null, after })),
      actor.id,
    );
    const shift = await toOneShift(tx, first);
    return repeat ? { ...shift, seriesCount: rows.length } : shift;
  });
}
