import "server-only";
import { getEnv } from "@/lib/env";
import type { Locale } from "@/lib/i18n/routing";
import { publicUrl } from "@/lib/api/origin";
import { localizedPath } from "@/lib/seo";
import { renderMail, type MailContent } from "./render";
import { mailTranslator } from "./translator";
import { deliver } from "./transport";

type Recipient = { to: string; name: string; locale: Locale };
type Translate = ReturnType<typeof mailTranslator>["t"];

// A mail to one person, in their language: greeting, paragraphs, an optional
// button, signature. Links come from publicUrl() (the configured origin),
// never from a request.
async function sendPersonalMail(
  { to, name, locale }: Recipient,
  compose: (t: Translate, brand: string) => { subject: string; paragraphs: string[]; action?: MailContent["action"] },
) {
  const { t, brand, dir } = mailTranslator(locale);
  const { subject, paragraphs, action } = compose(t, brand);
  const body = renderMail(
    { greeting: t("greeting", { name }), paragraphs, action, signature: t("signature", { brand }) },
    dir,
  );
  await deliver({ to, subject, ...body });
}

export async function sendPasswordResetMail(options: Recipient & { url: string }) {
  await sendPersonalMail(options, (t, brand) => ({
    subject: t("resetSubject", { brand }),
    paragraphs: [t("resetIntro"), t("resetExpiry"), t("resetIgnore")],
    action: { label: t("resetAction"), url: options.url },
  }));
}

// A visitor registered: the account waits for the office (register-user.ts).
export async function sendRegistrationReceivedMail(options: Recipient) {
  await sendPersonalMail(options, (t, brand) => ({
    subject: t("registeredSubject", { brand }),
    paragraphs: [t("registeredIntro")],
  }));
}

// Someone registered with an address that has an account: its owner is told,
// the caller is answered as for a new account (no enumeration).
export async function sendExistingAccountMail(options: Recipient) {
  await sendPersonalMail(options, (t, brand) => ({
    subject: t("existingSubject", { brand }),
    paragraphs: [t("existingIntro"), t("existingIgnore")],
    action: {
      label: t("existingAction"),
      url: publicUrl(localizedPath(options.locale, "/auth/jwt/forgot-password")).toString(),
    },
  }));
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
export async function sendOfficeNotification(kind: "enquiry" | "franchise", details: ContactDetails) {
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
  await deliver({ to: getEnv().OFFICE_EMAIL, subject, ...body });
}
