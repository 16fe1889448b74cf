import "server-only";
import { company } from "@/lib/content/company";
import { getEnv } from "@/lib/env";
import type { Locale } from "@/lib/i18n/routing";
import { publicUrl } from "@/lib/api/origin";
import { localizedPath } from "@/lib/seo";
import { invoiceFormats, invoicePdfFilename } from "@/lib/server/invoices/invoice-format";
import type { MailDraft } from "./outbox";
import { renderMail, type MailContent } from "./render";
import { mailTranslator } from "./translator";

// Every e-mail the system sends, composed in its recipient's language. These
// only compose; lib/server/mail/outbox.ts stores and sends. Links come from
// publicUrl() (the configured origin), never from a request.

export type Recipient = { to: string; name: string; locale: Locale };
type Translate = ReturnType<typeof mailTranslator>["t"];
type Composed = { subject: string; paragraphs: string[]; action?: MailContent["action"] };

// A mail to one person: greeting, paragraphs, an optional button, signature.
function personalMail(
  kind: string,
  { to, name, locale }: Recipient,
  compose: (t: Translate, brand: string) => Composed,
) {
  const { t, brand, dir } = mailTranslator(locale);
  const { subject, paragraphs, action } = compose(t, brand);
  const body = renderMail(
    { greeting: t("greeting", { name }), paragraphs, action, signature: t("signature", { brand }) },
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
export function registrationReceivedMail(recipient: Recipient): MailDraft {
  return personalMail("registration", recipient, (t, brand) => ({
    subject: t("registeredSubject", { brand }),
    paragraphs: [t("registeredIntro")],
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
};

// An invoice sent to its client, its PDF attached. The PDF is made when the
// mail is sent (outbox.ts), in the mail's language.
export function invoiceMail(recipient: Recipient, invoice: InvoiceMailDetails): MailDraft {
  const format = invoiceFormats(recipient.locale);
  const number = invoice.invoiceNumber;
  const mail = personalMail("invoice", recipient, (t, brand) => ({
    subject: t("invoiceSubject", { number, brand }),
    paragraphs: [
      t("invoiceIntro", { number, total: format.money(invoice.totalCents) }),
      invoice.isPaid ? t("invoicePaidCopy") : t("invoiceDue", { dueDate: format.day(invoice.dueDate) }),
      t("invoiceQuestions", { email: company.email, phone: company.phone }),
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
  name: string;
  email: string;
  phone: string;
  address: string;
  postCode: string;
  message?: string | null;
};

// Notifications to the office are in English, the office's language.
export function officeNotificationMail(kind: "enquiry" | "franchise", details: ContactDetails): MailDraft {
  const { t, brand } = mailTranslator("en");
  const body = renderMail({
    paragraphs: [t(kind === "enquiry" ? "enquiryIntro" : "franchiseIntro")],
    rows: [
      [t("fieldName"), details.name],
      [t("fieldEmail"), details.email],
      [t("fieldPhone"), details.phone],
      [t("fieldAddress"), details.address],
      [t("fieldPostCode"), details.postCode],
      [t("fieldMessage"), details.message ?? "—"],
    ],
    signature: t("signature", { brand }),
  });
  const subject = t(kind === "enquiry" ? "enquirySubject" : "franchiseSubject", { name: details.name });
  return { kind: `office-${kind}`, to: getEnv().OFFICE_EMAIL, locale: "en", subject, ...body };
}
