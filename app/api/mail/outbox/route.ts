import { route } from "@/lib/api/handler";
import { mailOperations } from "@/lib/api/operations/mail";
import { listOutbox } from "@/lib/server/mail/list-outbox";

// GET /api/mail/outbox – every e-mail the system sends, newest first (office only)
export const GET = route(mailOperations.listOutbox, async ({ session, query }) =>
  listOutbox({ actor: session, filter: query }),
);
