import "server-only";
import type { MailKind } from "@/lib/content/mail-kinds";
import { toDublinLocal, dublinDate } from "@/lib/i18n/dublin-time";
import { languageTag, TIME_ZONE } from "@/lib/i18n/locales";
import type { Locale } from "@/lib/i18n/routing";
import { publicUrl } from "@/lib/api/origin";
import { localizedPath } from "@/lib/seo";
import { weekName, type Recipient } from "@/lib/server/mail/messages";
import { queueMail, type MailDraft } from "@/lib/server/mail/outbox";
import { renderMail, type MailContent } from "@/lib/server/mail/render";
import { mailTranslator, toLocale } from "@/lib/server/mail/translator";
import type { Tx } from "./people";
import { isPublished, publishedWeeks } from "./rota-weeks";

// The rota's e-mails to cleaners (docs/api/mail.md "Rota e-mails"), queued in
// the transaction of the change, in each cleaner's language, times in Irish
// time, with a link to their rota:
// - rota-week: the office published a week; each cleaner with shifts in it
//   gets the list of their days, from–to, place and the office's note;
// - rota-changed: a shift of a published week was added, moved, reassigned,
//   given another note or removed; the cleaners concerned get what changed,
//   before and after.
// Only active accounts are mailed, never the person who made the change.

// notes: the office's note for the cleaner, mailed under the shift; left out
// (undefined) where the caller did not read it, as a job's shift has none.
export type ShiftSlot = { cleanerId: string; startsAt: Date; endsAt: Date; location: string; notes?: string | null };
// A shift before and after a change: before null when made, after null when removed.
export type ShiftChange = { before: ShiftSlot | null; after: ShiftSlot | null };

type MailClient = Pick<Tx, "user" | "outboxMail" | "rotaPublication">;
type Translate = ReturnType<typeof mailTranslator>["t"];

// The cleaner's own rota: on their home page (the Rota screen is the office's).
const ROTA_PATH = "/dashboard/app#rota";

function rotaMail(
  kind: MailKind,
  { to, name, locale }: Recipient,
  compose: (t: Translate) => { subject: string; paragraphs: string[]; rows: MailContent["rows"] },
): MailDraft {
  const { t, brand, dir } = mailTranslator(locale);
  const { subject, paragraphs, rows } = compose(t);
  const action = { label: t("rotaViewAction"), url: publicUrl(localizedPath(locale, ROTA_PATH)).toString() };
  const body = renderMail(
    { greeting: t("greeting", { name }), paragraphs, rows, action, signature: t("signature", { brand }) },
    dir,
  );
  return { kind, to, toName: name, locale, subject, ...body };
}

const clock = (instant: Date) => toDublinLocal(instant).slice(11);

function dayName(locale: Locale, instant: Date): string {
  return new Intl.DateTimeFormat(languageTag(locale), {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: TIME_ZONE,
  }).format(instant);
}

const byStart = (a: ShiftSlot, b: ShiftSlot) => a.startsAt.getTime() - b.startsAt.getTime();

const noteOf = (shift: ShiftSlot) => shift.notes?.trim() ?? "";

// The shift's note on a line of its own under it, when it has one.
const withNote = (t: Translate, shift: ShiftSlot, line: string) =>
  noteOf(shift) ? `${line}\n${t("rotaShiftNote", { notes: noteOf(shift) })}` : line;

// A cleaner's published week: one row per day they work, each shift on a line.
export function rotaWeekMail(recipient: Recipient, weekStart: Date, shifts: readonly ShiftSlot[]): MailDraft {
  const { locale } = recipient;
  const week = weekName(locale, weekStart);
  return rotaMail("rota-week", recipient, (t) => {
    // Dublin day → its name and the lines of its shifts, in order.
    const days = new Map<string, { name: string; lines: string[] }>();
    for (const shift of [...shifts].sort(byStart)) {
      const line = withNote(
        t,
        shift,
        t("rotaShiftLine", { from: clock(shift.startsAt), to: clock(shift.endsAt), location: shift.location }),
      );
      const day = dublinDate(shift.startsAt);
      const entry = days.get(day) ?? { name: dayName(locale, shift.startsAt), lines: [] };
      days.set(day, { ...entry, lines: [...entry.lines, line] });
    }
    const rows = [...days.values()].map(({ name, lines }): [string, string] => [name, lines.join("\n")]);
    return { subject: t("rotaWeekSubject", { week }), paragraphs: [t("rotaWeekIntro", { week })], rows };
  });
}

export type RotaChangeItem =
  | { kind: "added"; after: ShiftSlot }
  | { kind: "removed"; before: ShiftSlot }
  | { kind: "moved"; before: ShiftSlot; after: ShiftSlot };

// What changed in a cleaner's published rota, one row per shift.
export function rotaChangedMail(recipient: Recipient, items: readonly RotaChangeItem[]): MailDraft {
  const { locale } = recipient;
  return rotaMail("rota-changed", recipient, (t) => {
    const slot = (shift: ShiftSlot) =>
      withNote(
        t,
        shift,
        t("rotaSlot", {
          day: dayName(locale, shift.startsAt),
          from: clock(shift.startsAt),
          to: clock(shift.endsAt),
          location: shift.location,
        }),
      );
    const rows = items.map((item): [string, string] => {
      if (item.kind === "added") return [t("rotaAdded"), slot(item.after)];
      if (item.kind === "removed") return [t("rotaRemoved"), slot(item.before)];
      return [t("rotaMoved"), t("rotaBeforeAfter", { before: slot(item.before), after: slot(item.after) })];
    });
    return { subject: t("rotaChangedSubject"), paragraphs: [t("rotaChangedIntro")], rows };
  });
}

// A note counts where both sides were read: a new note for a shift of a
// published week is news to its cleaner.
const isSameSlot = (a: ShiftSlot, b: ShiftSlot) =>
  a.cleanerId === b.cleanerId &&
  a.startsAt.getTime() === b.startsAt.getTime() &&
  a.endsAt.getTime() === b.endsAt.getTime() &&
  a.location === b.location &&
  (a.notes === undefined || b.notes === undefined || noteOf(a) === noteOf(b));

// Queues one mail per cleaner to tell about the shifts of published weeks
// that a change made, moved or removed (a reassigned shift is removed for its
// old cleaner and added for the new one). Answers how many mails it queued.
export async function queueRotaChangeMails(
  tx: MailClient,
  changes: readonly ShiftChange[],
  actorId: string | null,
): Promise<number> {
  const real = changes.filter(({ before, after }) => !(before && after && isSameSlot(before, after)));
  const instants = real.flatMap(({ before, after }) => [before?.startsAt, after?.startsAt]).filter(isDate);
  if (instants.length === 0) return 0;
  const weeks = await publishedWeeks(tx, instants);
  if (weeks.size === 0) return 0;

  const itemsByCleaner = new Map<string, RotaChangeItem[]>();
  const add = (cleanerId: string, item: RotaChangeItem) =>
    itemsByCleaner.set(cleanerId, [...(itemsByCleaner.get(cleanerId) ?? []), item]);
  for (const { before, after } of real) {
    const isInPublishedWeek =
      (before && isPublished(weeks, before.startsAt)) || (after && isPublished(weeks, after.startsAt));
    if (!isInPublishedWeek) continue;
    if (before && after && before.cleanerId === after.cleanerId) {
      add(after.cleanerId, { kind: "moved", before, after });
      continue;
    }
    if (before) add(before.cleanerId, { kind: "removed", before });
    if (after) add(after.cleanerId, { kind: "added", after });
  }
  if (actorId) itemsByCleaner.delete(actorId);
  return queueToCleaners(tx, itemsByCleaner, (recipient, items) => rotaChangedMail(recipient, items));
}

// The mails of a published week: one per cleaner with shifts in it.
export async function queueWeekMails(
  tx: MailClient,
  weekStart: Date,
  shifts: readonly ShiftSlot[],
  actorId: string | null,
): Promise<number> {
  const shiftsByCleaner = new Map<string, ShiftSlot[]>();
  for (const shift of shifts) {
    shiftsByCleaner.set(shift.cleanerId, [...(shiftsByCleaner.get(shift.cleanerId) ?? []), shift]);
  }
  if (actorId) shiftsByCleaner.delete(actorId);
  return queueToCleaners(tx, shiftsByCleaner, (recipient, own) => rotaWeekMail(recipient, weekStart, own));
}

async function queueToCleaners<T>(
  tx: MailClient,
  byCleaner: ReadonlyMap<string, T>,
  compose: (recipient: Recipient, value: T) => MailDraft,
): Promise<number> {
  if (byCleaner.size === 0) return 0;
  const people = await tx.user.findMany({
    where: { id: { in: [...byCleaner.keys()] }, status: "active" },
    select: { id: true, email: true, firstName: true, locale: true },
    orderBy: { id: "asc" },
  });
  for (const person of people) {
    const recipient = { to: person.email, name: person.firstName, locale: toLocale(person.locale) };
    await queueMail(tx, compose(recipient, byCleaner.get(person.id)!));
  }
  return people.length;
}

const isDate = (value: Date | undefined): value is Date => value instanceof Date;
