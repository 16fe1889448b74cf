import { operation } from "@/lib/api/handler";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { ZById } from "@/lib/validation/fields";
import { ZListOutbox } from "@/lib/validation/mail";

const TAG = "Mail";

// The outbox of every e-mail the system sends (spec §2 /dashboard/mail).
export const mailOperations = {
  listOutbox: operation({
    auth: STAFF_ROLES,
    query: ZListOutbox,
    doc: {
      method: "GET",
      path: "/mail/outbox",
      summary: "One page of e-mails, newest first, by status or a search of recipient and subject",
      tag: TAG,
    },
  }),
  getMailById: operation({
    auth: STAFF_ROLES,
    query: ZById,
    doc: {
      method: "GET",
      path: "/mail/getMailById",
      summary: "One e-mail as sent (text and HTML, sign-in links hidden)",
      tag: TAG,
    },
  }),
  resendMail: operation({
    auth: STAFF_ROLES,
    body: ZById,
    doc: { method: "POST", path: "/mail/resend", summary: "Send a failed e-mail again", tag: TAG },
  }),
};
