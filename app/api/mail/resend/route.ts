import { route } from "@/lib/api/handler";
import { mailOperations } from "@/lib/api/operations/mail";
import { resendOutboxMail } from "@/lib/server/mail/resend-outbox-mail";

// POST /api/mail/resend – send a failed e-mail again (office only)
export const POST = route(mailOperations.resendMail, async ({ session, body }) =>
  resendOutboxMail({ actor: session, id: body.id }),
);
