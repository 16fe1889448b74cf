import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { V } from "@/lib/validation/messages";
import type { TPublishWeek } from "@/lib/validation/rota";
import { queueWeekMails } from "./rota-mails";
import { weekOfMonday } from "./rota-weeks";
import { assertRotaEditor } from "./shift-access";
import { rotaConflict } from "./shift-rules";

export type PublishWeekOptions = { actor: SessionUser; input: TPublishWeek };
export type PublishedWeek = { weekStart: string; publishedAt: Date; mailed: number };

// POST /api/rota/publish (staff): the week (Monday 00:00 to Monday 00:00 in
// Dublin) is published once (409 after), and each active cleaner with a
// shift starting in it is e-mailed their week, in the publication's
// transaction. From then on its shifts' changes are mailed (rota-mails.ts).
export async function publishWeek({ actor, input }: PublishWeekOptions): Promise<PublishedWeek> {
  assertRotaEditor(actor);
  const week = weekOfMonday(input.weekStart);
  try {
    return await publish(actor, input.weekStart, week);
  } catch (error) {
    // Two publications of one week at once: the unique weekStart refuses the second.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw rotaConflict("weekStart", V.weekPublished);
    }
    throw error;
  }
}

function publish(actor: SessionUser, weekStart: string, week: { start: Date; end: Date }): Promise<PublishedWeek> {
  return db.$transaction(async (tx) => {
    const existing = await tx.rotaPublication.findUnique({ where: { weekStart: week.start }, select: { id: true } });
    if (existing) throw rotaConflict("weekStart", V.weekPublished);
    const { publishedAt } = await tx.rotaPublication.create({
      data: { weekStart: week.start, publishedById: actor.id },
      select: { publishedAt: true },
    });
    const shifts = await tx.rotaShift.findMany({
      where: { startsAt: { gte: week.start, lt: week.end } },
      select: { cleanerId: true, startsAt: true, endsAt: true, location: true, notes: true },
      orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    });
    const mailed = await queueWeekMails(tx, week.start, shifts, actor.id);
    return { weekStart, publishedAt, mailed };
  });
}
