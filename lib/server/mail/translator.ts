import "server-only";
import { createTranslator } from "next-intl";
import ar from "@/messages/ar.json";
import cn from "@/messages/cn.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import vi from "@/messages/vi.json";
import { directionOf } from "@/lib/i18n/locales";
import { routing, type Locale } from "@/lib/i18n/routing";

// Every language's messages, for texts made outside a request (e-mails, PDFs).
export const MESSAGES = { en, fr, vi, cn, ar } as const;

export function toLocale(value: string | null | undefined): Locale {
  return (routing.locales as readonly string[]).includes(value ?? "") ? (value as Locale) : routing.defaultLocale;
}

// E-mails are written in the recipient's language, outside any request.
// One translator per language for the life of the process: it keeps the
// messages it has formatted, and making one per mail cost a public
// enquiry's request more than the mail's own insert.
const translators = new Map<Locale, ReturnType<typeof newMailTranslator>>();

export function mailTranslator(locale: Locale) {
  let translator = translators.get(locale);
  if (!translator) translators.set(locale, (translator = newMailTranslator(locale)));
  return translator;
}

function newMailTranslator(locale: Locale) {
  const t = createTranslator({ locale, messages: MESSAGES[locale] as typeof en, namespace: "Email" });
  const brand = MESSAGES[locale].Brand.name;
  return { t, brand, dir: directionOf(locale) };
}
