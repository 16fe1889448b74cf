import { route } from "@/lib/api/handler";
import { mailOperations } from "@/lib/api/operations/mail";
import { getOutboxMail } from "@/lib/server/mail/get-outbox-mail";

// GET /api/mail/getMailById?id= – one e-mail as sent (office only)
export const GET = route(mailOperations.getMailById, async ({ session, query }) =>
  getOutboxMail({ actor: session, id: query.id }),
);
