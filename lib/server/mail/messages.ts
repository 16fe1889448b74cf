import "server-only";
import { getEnv } from "@/lib/env";
import type { Locale } from "@/lib/i18n/routing";
import { renderMail } from "./render";
import { mailTranslator } from "./translator";
import { deliver } from "./transport";

export async function sendPasswordResetMail(options: { to: string; name: string; locale: Locale; url: string }) {
  const { t, brand, dir } = mailTranslator(options.locale);
  const body = renderMail(
    {
      greeting: t("greeting", { name: options.name }),
      paragraphs: [t("resetIntro"), t("resetExpiry"), t("resetIgnore")],
      action: { label: t("resetAction"), url: options.url },
      signature: t("signature", { brand }),
    },
    dir,
  );
  await deliver({ to: options.to, subject: t("resetSubject", { brand }), ...body });
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
