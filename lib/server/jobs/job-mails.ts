import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  jobAssignedMail,
  jobCompletedMail,
  jobScheduledMail,
  type JobMailDetails,
  type Recipient,
} from "@/lib/server/mail/messages";
import { queueMail, type MailDraft } from "@/lib/server/mail/outbox";
import { toLocale } from "@/lib/server/mail/translator";
import type { JobState } from "./job-events";
import { fullName } from "./job-select";

type MailClient = Pick<Prisma.TransactionClient, "user" | "outboxMail">;

type Due = { userId: string; compose: (recipient: Recipient) => MailDraft };

/**
 * The e-mails a change of a job causes, queued in the change's transaction
 * (before: null when the job was just created):
 * - to the client, when the visit is scheduled or moved (a new scheduledAt,
 *   or a new client for a scheduled job);
 * - to the cleaner the job was just assigned to;
 * - to the client, when the job was signed off (completed).
 * Only active accounts are mailed (never a pending, banned or rejected one),
 * and nobody about a date or an assignment they set themselves; a sign-off is
 * mailed to the client even when they signed it, as their record. A change
 * that touches none of this queues nothing. The visits a recurring series
 * generates skip this function (afterJobChange's queueJobMails: false).
 */
export async function queueJobChangeMails(
  tx: MailClient,
  before: JobState | null,
  after: JobState,
  actor: Pick<SessionUser, "id">,
): Promise<string[]> {
  const job: JobMailDetails = {
    id: after.id,
    title: after.title,
    location: after.location,
    scheduledAt: after.scheduledAt,
    clientName: fullName(after.client),
  };
  const due: Due[] = [];

  const scheduledAt = after.scheduledAt;
  const previous = before?.clientId === after.clientId ? before.scheduledAt : null;
  const isNewDate = scheduledAt !== null && scheduledAt.getTime() !== previous?.getTime();
  if (isNewDate && after.clientId !== actor.id) {
    due.push({ userId: after.clientId, compose: (to) => jobScheduledMail(to, { ...job, scheduledAt }, previous) });
  }

  if (after.assigneeId && after.assigneeId !== before?.assigneeId && after.assigneeId !== actor.id) {
    due.push({ userId: after.assigneeId, compose: (to) => jobAssignedMail(to, job) });
  }

  const signOff = after.signature;
  if (before && !before.signature && signOff) {
    due.push({ userId: after.clientId, compose: (to) => jobCompletedMail(to, job, signOff) });
  }

  if (due.length === 0) return [];
  const people = await tx.user.findMany({
    where: { id: { in: due.map((mail) => mail.userId) }, status: "active" },
    select: { id: true, email: true, firstName: true, locale: true },
  });
  const ids: string[] = [];
  for (const mail of due) {
    const person = people.find((candidate) => candidate.id === mail.userId);
    if (!person) continue;
    const recipient = { to: person.email, name: person.firstName, locale: toLocale(person.locale) };
    ids.push(await queueMail(tx, mail.compose(recipient)));
  }
  return ids;
}
