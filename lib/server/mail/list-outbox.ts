import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/server/db";
import { containsText } from "@/lib/server/sql/dialect";
import { assertOffice } from "@/lib/server/leads/lead-notes";
import type { TListOutbox } from "@/lib/validation/mail";
import type { TPaged } from "@/lib/validation/pagination";
import { outboxItemSelect, visibleMail, type OutboxItem } from "./outbox-view";

// Every e-mail the system sends, newest first (office only): to follow up a
// client who says the reset link never came, and to send again what failed.
export async function listOutbox({
  actor,
  filter,
}: {
  actor: SessionUser;
  filter: TListOutbox;
}): Promise<TPaged<OutboxItem>> {
  assertOffice(actor, "the outbox");
  const words = filter.search?.split(/\s+/).filter(Boolean) ?? [];
  const where = {
    AND: [
      await visibleMail(actor),
      filter.status ? { status: filter.status } : {},
      ...words.map((word) => ({ OR: [{ toAddress: containsText(word) }, { subject: containsText(word) }] })),
    ],
  };
  const [data, totalRecords] = await db.$transaction([
    db.outboxMail.findMany({
      where,
      select: outboxItemSelect,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: (filter.pageNumber - 1) * filter.pageSize,
      take: filter.pageSize,
    }),
    db.outboxMail.count({ where }),
  ]);
  return { data, totalRecords };
}
