import "server-only";
import { company } from "@/lib/content/company";
import type { MailKind } from "@/lib/content/mail-kinds";
import { INVOICE_STATUS } from "@/lib/content/statuses";
import { getEnv } from "@/lib/env";
import { createTranslator } from "next-intl";
import { addDays, dublinDate } from "@/lib/i18n/dublin-time";
import { isolated, LOCALE_NAMES, languageTag, TIME_ZONE } from "@/lib/i18n/locales";
import type { Locale } from "@/lib/i18n/routing";
import { publicUrl } from "@/lib/api/origin";
import { quoteRows, type QuoteRowsInput, type QuoteRowsText } from "@/lib/pricing/quote-rows";
import { localizedPath } from "@/lib/seo";
import { invoiceFormats, invoicePdfFilename } from "@/lib/server/invoices/invoice-format";
import { UNASSIGNED } from "@/lib/validation/jobs";
import type { MailDraft } from "./outbox";
import { renderMail, type MailContent } from "./render";
import servicesEn from "@/messages/services/en.json";
import type { OfficeDigestFigures } from "@/lib/server/overview/office-digest";
import { MESSAGES, mailTranslator, toLocale } from "./translator";

// Every e-mail the system sends, composed in its recipient's language. These
// only compose; lib/server/mail/outbox.ts stores and sends. Links come from
// publicUrl() (the configured origin), never from a request.

export type Recipient = { to: string; name: string; locale: Locale };
type Translate = ReturnType<typeof mailTranslator>["t"];
type Composed = {
  subject: string;
  paragraphs: string[];
  action?: MailContent["action"];
  rows?: MailContent["rows"];
};

// A mail to one person: greeting, paragraphs, optional details and button, signature.
function personalMail(
  kind: MailKind,
  { to, name, locale }: Recipient,
  compose: (t: Translate, brand: string) => Composed,
) {
  const { t, brand, dir } = mailTranslator(locale);
  const { subject, paragraphs, action, rows } = compose(t, brand);
  const body = renderMail(
    { greeting: t("greeting", { name }), paragraphs, rows, action, signature: t("signature", { brand }) },
    dir,
  );
  return { kind, to, toName: name, locale, subject, ...body } satisfies MailDraft;
}

export function passwordResetMail(recipient: Recipient, url: string): MailDraft {
  return personalMail("password-reset", recipient, (t, brand) => ({
    subject: t("resetSubject", { brand }),
    paragraphs: [t("resetIntro"), t("resetExpiry"), t("resetIgnore")],
    action: { label: t("resetAction"), url },
  }));
}

// The office set up an account for a client (an enquiry converted): a link to
// choose a password, single-use like a reset link, valid longer.
export function invitationMail(recipient: Recipient, url: string): MailDraft {
  return personalMail("invitation", recipient, (t, brand) => ({
    subject: t("inviteSubject", { brand }),
    paragraphs: [t("inviteIntro", { brand }), t("inviteExpiry")],
    action: { label: t("inviteAction"), url },
  }));
}

// A visitor registered: the account waits for the office (register-user.ts).
// The link confirms that the address is theirs; without that, approving the
// account asks them to choose a password (users/account-approved.ts).
export function registrationReceivedMail(recipient: Recipient, confirmUrl: string): MailDraft {
  return personalMail("registration", recipient, (t, brand) => ({
    subject: t("registeredSubject", { brand }),
    paragraphs: [t("registeredIntro"), t("registeredConfirm"), t("registeredNotYou")],
    action: { label: t("registeredConfirmAction"), url: confirmUrl },
  }));
}

// The office approved a registration whose address was never confirmed: the
// password given when registering may be anybody's who typed the address, so
// its owner chooses one through a single-use link, as an invited client does.
export function accountApprovedChoosePasswordMail(recipient: Recipient, url: string): MailDraft {
  return personalMail("account-approved", recipient, (t, brand) => ({
    subject: t("approvedSubject", { brand }),
    paragraphs: [t("approvedChooseIntro", { brand }), t("inviteExpiry")],
    action: { label: t("inviteAction"), url },
  }));
}

// The office approved an account that waited for it (a visitor who
// registered): they may sign in now. Sent by every way of approving it:
// the user's status (one or several), or converting their enquiry.
export function accountApprovedMail(recipient: Recipient): MailDraft {
  return personalMail("account-approved", recipient, (t, brand) => ({
    subject: t("approvedSubject", { brand }),
    paragraphs: [t("approvedIntro", { brand }), t("approvedForgot")],
    action: {
      label: t("approvedAction"),
      url: publicUrl(localizedPath(recipient.locale, "/auth/jwt/login")).toString(),
    },
  }));
}

// The office returned a cleaner's timesheet: why, and what to do.
export function timesheetRejectedMail(
  recipient: Recipient,
  sheet: { id: string; periodStart: Date; reason: string },
): MailDraft {
  const week = weekName(recipient.locale, sheet.periodStart);
  return personalMail("timesheet-rejected", recipient, (t) => ({
    subject: t("timesheetRejectedSubject", { week }),
    paragraphs: [t("timesheetRejectedIntro", { week }), sheet.reason, t("timesheetRejectedNext")],
    action: {
      label: t("timesheetViewAction"),
      url: publicUrl(localizedPath(recipient.locale, `/dashboard/timesheet/${sheet.id}/edit`)).toString(),
    },
  }));
}

// The office decided a cleaner's request (correction-requests.ts): a record
// corrected, or a missed clocking added, as asked; or declined, and why. The
// link opens the record (the queue, for a declined missed clocking).
export function clockRequestDecidedMail(
  recipient: Recipient,
  request: { recordId: string | null; day: Date; outcome: "corrected" | "added" | "declined"; note: string | null },
): MailDraft {
  const day = weekName(recipient.locale, request.day);
  const texts = {
    corrected: { subject: "clockApprovedSubject", intro: "clockApprovedIntro" },
    added: { subject: "clockAddedSubject", intro: "clockAddedIntro" },
    declined: { subject: "clockDeclinedSubject", intro: "clockDeclinedIntro" },
  } as const;
  const kind = request.outcome === "declined" ? "clock-request-declined" : "clock-request-approved";
  const path = `/dashboard/clocking/requests${request.recordId ? `?record=${request.recordId}` : ""}`;
  return personalMail(kind, recipient, (t) => ({
    subject: t(texts[request.outcome].subject, { day }),
    paragraphs: [t(texts[request.outcome].intro, { day }), ...(request.note ? [request.note] : [])],
    action: { label: t("clockViewAction"), url: publicUrl(localizedPath(recipient.locale, path)).toString() },
  }));
}

// Someone registered with an address that has an account: its owner is told,
// the caller is answered as for a new account (no enumeration).
export function existingAccountMail(recipient: Recipient): MailDraft {
  return personalMail("existing-account", recipient, (t, brand) => ({
    subject: t("existingSubject", { brand }),
    paragraphs: [t("existingIntro"), t("existingIgnore")],
    action: {
      label: t("existingAction"),
      url: publicUrl(localizedPath(recipient.locale, "/auth/jwt/forgot-password")).toString(),
    },
  }));
}

export type InvoiceMailDetails = {
  id: string;
  invoiceNumber: string;
  totalCents: number;
  dueDate: Date;
  isPaid: boolean;
  // Sent again while overdue: a payment reminder.
  isReminder: boolean;
};

// An invoice sent to its client, its PDF attached, or, while it is overdue, a
// payment reminder with the PDF again. The PDF is made when the mail is sent
// (outbox.ts), in the mail's language.
export function invoiceMail(recipient: Recipient, invoice: InvoiceMailDetails): MailDraft {
  const format = invoiceFormats(recipient.locale);
  const number = invoice.invoiceNumber;
  const total = format.money(invoice.totalCents);
  const dueDate = format.day(invoice.dueDate);
  const mail = personalMail(invoice.isReminder ? "invoice-reminder" : "invoice", recipient, (t, brand) => ({
    subject: invoice.isReminder ? t("reminderSubject", { number, brand }) : t("invoiceSubject", { number, brand }),
    paragraphs: [
      ...(invoice.isReminder
        ? [t("reminderIntro", { number, total, dueDate }), t("reminderAlreadyPaid")]
        : [t("invoiceIntro", { number, total }), invoice.isPaid ? t("invoicePaidCopy") : t("invoiceDue", { dueDate })]),
      // Isolated, so an Arabic sentence keeps the number's groups in order (in both parts:
      // the isolates are plain characters, which the HTML escaping leaves as they are).
      t("invoiceQuestions", { email: company.email, phone: isolated(company.phone) }),
    ],
  }));
  return {
    ...mail,
    attachments: [
      {
        kind: "invoicePdf",
        invoiceId: invoice.id,
        locale: recipient.locale,
        filename: invoicePdfFilename(number),
        contentType: "application/pdf",
      },
    ],
  };
}

type ContactDetails = {
  // The enquiry's id: the mail links to it in the dashboard.
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  postCode: string;
  message?: string | null;
  // The language of the site it was sent from, when known.
  locale?: string | null;
  // Further facts (a quote's answers and estimate), as label and value.
  rows?: [string, string][];
};

const OFFICE_LIST = { enquiry: "/dashboard/enquiry/list", franchise: "/dashboard/franchise/list" } as const;

// Notifications to the office are in English, the office's language. They
// carry what the office needs to call back without opening the dashboard,
// and a link to the enquiry there.
export function officeNotificationMail(kind: "enquiry" | "franchise", details: ContactDetails): MailDraft {
  const { t, brand } = mailTranslator("en");
  const language = details.locale && LOCALE_NAMES[toLocale(details.locale)];
  const url = publicUrl(localizedPath("en", OFFICE_LIST[kind]));
  url.searchParams.set("open", details.id);
  const body = renderMail({
    paragraphs: [t(kind === "enquiry" ? "enquiryIntro" : "franchiseIntro")],
    rows: [
      [t("fieldName"), details.name],
      [t("fieldEmail"), details.email],
      [t("fieldPhone"), details.phone],
      [t("fieldAddress"), details.address],
      [t("fieldPostCode"), details.postCode],
      ...(language ? [[t("fieldLanguage"), language] as [string, string]] : []),
      [t("fieldMessage"), details.message ?? "—"],
      ...(details.rows ?? []),
    ],
    action: { label: t("officeOpenAction"), url: url.toString() },
    signature: t("signature", { brand }),
  });
  const subject = t(kind === "enquiry" ? "enquirySubject" : "franchiseSubject", { name: details.name });
  return { kind: `office-${kind}`, to: getEnv().OFFICE_EMAIL, locale: "en", subject, ...body };
}

// The office's Monday digest (lib/server/overview/office-digest.ts): one
// line per thing that waits, each linking to its list in the dashboard. To
// the office's mailbox in English like the office's other mail, or, as the
// copy an administrator asked for on their profile, to them in their language.
export function officeDigestMail(
  weekStart: Date,
  figures: OfficeDigestFigures,
  now: Date,
  copyFor?: Recipient,
): MailDraft {
  const locale = copyFor?.locale ?? "en";
  const { t, brand, dir } = mailTranslator(locale);
  const day = (date: Date) =>
    new Intl.DateTimeFormat(languageTag(locale), { dateStyle: "medium", timeZone: TIME_ZONE }).format(date);
  const link = (path: string) => publicUrl(localizedPath(locale, path)).toString();
  const today = dublinDate(now);
  const { clockRequests, forgottenClockOuts, timesheetsToApprove, overdueInvoices } = figures;
  const more = forgottenClockOuts.count > forgottenClockOuts.names.length;
  const lines: [label: string, value: string, url: string, count: number][] = [
    [
      t("digestClockRequests"),
      t("digestClockRequestsValue", { count: clockRequests.count, day: day(clockRequests.oldestAt ?? now) }),
      link("/dashboard/clocking/requests"),
      clockRequests.count,
    ],
    [
      t("digestForgotten"),
      t(more ? "digestNamesMore" : "digestNames", {
        count: forgottenClockOuts.count,
        names: forgottenClockOuts.names.join(", "),
      }),
      link("/dashboard/clocking?forgotten=1"),
      forgottenClockOuts.count,
    ],
    [
      t("digestTimesheets"),
      timesheetsToApprove.held > 0
        ? t("digestTimesheetsHeld", { count: timesheetsToApprove.count, held: timesheetsToApprove.held })
        : String(timesheetsToApprove.count),
      link("/dashboard/timesheet?status=submitted"),
      timesheetsToApprove.count,
    ],
    [
      t("digestUnstaffed"),
      String(figures.unstaffedVisits),
      link(`/dashboard/job/list?assigneeId=${UNASSIGNED}&from=${today}&to=${addDays(today, 7)}`),
      figures.unstaffedVisits,
    ],
    [
      t("digestOverdue"),
      t(overdueInvoices.notReminded > 0 ? "digestOverdueNotReminded" : "digestOverdueValue", {
        count: overdueInvoices.count,
        total: invoiceFormats(locale).money(overdueInvoices.totalCents),
        notReminded: overdueInvoices.notReminded,
      }),
      link(`/dashboard/invoice/list?status=${INVOICE_STATUS.overdue}`),
      overdueInvoices.count,
    ],
    // Those the office chases itself: a payment plan agreed, perhaps, or forgotten.
    [
      t("digestRemindersOff"),
      String(overdueInvoices.autoRemindOff),
      link(`/dashboard/invoice/list?status=${INVOICE_STATUS.overdue}`),
      overdueInvoices.autoRemindOff,
    ],
    [t("digestUninvoiced"), String(figures.uninvoicedVisits), link("/dashboard/invoice/new"), figures.uninvoicedVisits],
    [
      t("digestEnquiries"),
      String(figures.newEnquiries),
      link("/dashboard/enquiry/list?status=new"),
      figures.newEnquiries,
    ],
    [
      t("digestFranchise"),
      String(figures.newFranchiseEnquiries),
      link("/dashboard/franchise/list?status=new"),
      figures.newFranchiseEnquiries,
    ],
  ];
  const week = weekName(locale, weekStart);
  const body = renderMail(
    {
      greeting: copyFor && t("greeting", { name: copyFor.name }),
      paragraphs: [
        t("digestIntro", { week }),
        t("digestWhen"),
        // How to stop it: the profile's checkbox, one click from the mail.
        ...(copyFor ? [`${t("digestCopyWhy")}\n${link("/dashboard/user/profile")}`] : []),
      ],
      rows: lines.filter(([, , , count]) => count > 0).map(([label, value, url]) => [label, value, url]),
      action: { label: t("digestAction"), url: link("/dashboard/app") },
      signature: t("signature", { brand }),
    },
    dir,
  );
  const subject = t("digestSubject", { week });
  return copyFor
    ? { kind: "office-digest-copy", to: copyFor.to, toName: copyFor.name, locale, subject, ...body }
    : { kind: "office-digest", to: getEnv().OFFICE_EMAIL, locale, subject, ...body };
}

// A quote's answers, estimate and preferred visit for the office's e-mail,
// as the enquiry's panel shows them (lib/pricing/quote-rows.ts), in English.
let officeQuoteText: QuoteRowsText | undefined;

export function officeQuoteRows(input: QuoteRowsInput): [string, string][] {
  if (!input.estimate && !input.preferredDate && !input.preferredWindow) return [];
  if (!officeQuoteText) {
    const enquiries = createTranslator({ locale: "en", messages: MESSAGES.en, namespace: "Enquiries" });
    const day = new Intl.DateTimeFormat(languageTag("en"), { dateStyle: "full", timeZone: "UTC" });
    officeQuoteText = {
      t: enquiries as QuoteRowsText["t"],
      serviceName: (slug) => servicesEn[slug].title,
      euro: invoiceFormats("en").money,
      fullDay: (value) => day.format(new Date(`${value}T12:00:00Z`)),
    };
  }
  return quoteRows(input, officeQuoteText);
}

export type JobMailDetails = {
  id: string;
  title: string;
  location: string;
  scheduledAt: Date | null;
  clientName: string;
};

// A visit's date and time as the recipient reads them: in their language, in Irish time.
export function jobDateTime(locale: Locale, date: Date): string {
  return new Intl.DateTimeFormat(languageTag(locale), {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: TIME_ZONE,
  }).format(date);
}

// A week as mails name it, by its Monday in Irish time: "7 June 2027".
export const weekName = (locale: Locale, weekStart: Date) =>
  new Intl.DateTimeFormat(languageTag(locale), { dateStyle: "long", timeZone: TIME_ZONE }).format(weekStart);

// The job's page in the dashboard, in the recipient's language; `anchor`
// names a part of it (the sign-off record: "sign-off").
export function jobPageUrl(locale: Locale, jobId: string, anchor?: string): string {
  const url = publicUrl(localizedPath(locale, `/dashboard/job/${jobId}`));
  if (anchor) url.hash = anchor;
  return url.toString();
}

// To the client: their visit was booked, or moved (previousScheduledAt set).
export function jobScheduledMail(
  recipient: Recipient,
  job: JobMailDetails & { scheduledAt: Date },
  previousScheduledAt: Date | null,
): MailDraft {
  const { locale } = recipient;
  const when = jobDateTime(locale, job.scheduledAt);
  const isMove = previousScheduledAt !== null;
  return personalMail(isMove ? "job-rescheduled" : "job-scheduled", recipient, (t) => ({
    subject: t(isMove ? "jobMovedSubject" : "jobScheduledSubject", { title: job.title }),
    paragraphs: [
      isMove
        ? t("jobMovedIntro", { when, previous: jobDateTime(locale, previousScheduledAt) })
        : t("jobScheduledIntro", { when }),
    ],
    rows: [
      [t("jobFieldJob"), job.title],
      [t("jobFieldWhen"), when],
      [t("fieldAddress"), job.location],
    ],
    action: { label: t("jobViewAction"), url: jobPageUrl(locale, job.id) },
  }));
}

// To the cleaner a job was just assigned to.
export function jobAssignedMail(recipient: Recipient, job: JobMailDetails): MailDraft {
  const { locale } = recipient;
  return personalMail("job-assigned", recipient, (t) => ({
    subject: t("jobAssignedSubject", { title: job.title }),
    paragraphs: [t("jobAssignedIntro")],
    rows: [
      [t("jobFieldJob"), job.title],
      [t("jobFieldClient"), job.clientName],
      [t("jobFieldWhen"), job.scheduledAt ? jobDateTime(locale, job.scheduledAt) : t("jobNotScheduled")],
      [t("fieldAddress"), job.location],
    ],
    action: { label: t("jobViewAction"), url: jobPageUrl(locale, job.id) },
  }));
}

export type JobSignOffDetails = { signerName: string; signedAt: Date; notes: string | null };

// To the client: the job was signed off (completed), with the sign-off's record.
export function jobCompletedMail(recipient: Recipient, job: JobMailDetails, signOff: JobSignOffDetails): MailDraft {
  const { locale } = recipient;
  const when = jobDateTime(locale, signOff.signedAt);
  return personalMail("job-completed", recipient, (t) => ({
    subject: t("jobCompletedSubject", { title: job.title }),
    paragraphs: [t("jobCompletedIntro", { signer: signOff.signerName, when })],
    rows: [
      [t("jobFieldJob"), job.title],
      [t("fieldAddress"), job.location],
      [t("jobFieldSignedBy"), signOff.signerName],
      [t("jobFieldSignedAt"), when],
      [t("jobFieldNotes"), signOff.notes || t("jobNoNotes")],
    ],
    action: { label: t("jobSignOffAction"), url: jobPageUrl(locale, job.id, "sign-off") },
  }));
}
