import "server-only";
import { AppError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { assertOffice } from "@/lib/server/leads/lead-notes";
import { requeueMail } from "./outbox";
import { visibleMail } from "./outbox-view";
import { mailNotFound } from "./get-outbox-mail";

// A mail that failed (every attempt refused) goes back to the queue and is
// tried again from the start. A sent mail is not sent again: its sign-in
// links are no longer stored (outbox-view.ts), and the person can ask anew.
export async function resendOutboxMail({ actor, id }: { actor: SessionUser; id: string }) {
  assertOffice(actor, "the outbox");
  const row = await db.outboxMail.findFirst({
    where: { AND: [{ id }, await visibleMail(actor)] },
    select: { id: true },
  });
  if (!row) throw mailNotFound();
  if (!(await requeueMail(id, ["failed"]))) {
    throw new AppError("CONFLICT", "Only an e-mail that failed can be sent again.");
  }
  return { id };
}
