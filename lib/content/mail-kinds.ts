// Every kind of e-mail the product sends (OutboxMail.kind). The office's
// Mail screen names each in the page's language (messages: Mail.kinds), so a
// new kind must be listed here, which the senders' types require, and a test
// checks that every language names it.
export const MAIL_KINDS = [
  "password-reset",
  "invitation",
  "registration",
  "account-approved",
  "existing-account",
  "office-enquiry",
  "office-franchise",
  "invoice",
  "invoice-reminder",
  "job-assigned",
  "job-completed",
  "job-scheduled",
  "job-rescheduled",
  "rota-week",
  "rota-changed",
  "timesheet-rejected",
  "clock-request-approved",
  "clock-request-declined",
  "office-digest",
  "office-digest-copy",
] as const;

export type MailKind = (typeof MAIL_KINDS)[number];
